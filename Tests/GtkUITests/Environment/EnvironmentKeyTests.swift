import GtkUI
import XCTest

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// An optional value whose default is not nil.
private struct SpacingKey: EnvironmentKey {
    static let defaultValue: Int? = 8
}

extension EnvironmentValues {
    fileprivate var preferredSpacing: Int? {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}

private struct AccentLabel: View {
    @Environment(\.accent) private var accent
    var body: some View { Text(accent) }
}

private final class Account: ObservableObject {
    @Published var name = "ada"
}

private struct AccountLabel: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("account \(account.name)") }
}

/// Custom keys, `.environment(_:_:)`, `.transformEnvironment` and `.environmentObject`.
final class EnvironmentKeyTests: GtkTestCase {
    func testAKeyReadOutsideAnyWriterGetsItsDefault() {
        onGtkThread {
            let host = HostingWidget(rootView: AccentLabel())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["plain"])
            XCTAssertEqual(EnvironmentValues().accent, "plain")
            XCTAssertEqual(EnvironmentValues().preferredSpacing, 8, "an optional key unwritten gives its default")
            var written = EnvironmentValues()
            written.preferredSpacing = nil
            XCTAssertNil(written.preferredSpacing, "a written nil stays nil")
        }
    }

    func testTransformEnvironmentStartsFromTheInheritedValue() {
        onGtkThread {
            let host = HostingWidget(
                rootView: VStack {
                    AccentLabel().transformEnvironment(\.accent) { $0 += " bold" }
                    AccentLabel()
                }
                .environment(\.accent, "red"))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["red bold", "red"])
        }
    }

    func testEnvironmentObjectReachesDescendantsAndFollowsChanges() {
        onGtkThread {
            let account = Account()
            let host = HostingWidget(rootView: VStack { AccountLabel() }.environmentObject(account))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["account ada"])
            account.name = "grace"
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["account grace"])
        }
    }
}
