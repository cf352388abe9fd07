import GtkUI
import XCTest

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    @Environment(\.theme) private var theme
    let log: BodyLog
    var body: some View {
        log.record("label")
        return Text("theme \(theme)")
    }
}

private struct Plain: View {
    let log: BodyLog
    var body: some View {
        log.record("plain")
        return ThemeLabel(log: log)
    }
}

private struct Themed: View {
    let theme: String
    let log: BodyLog
    var body: some View {
        Plain(log: log).environment(\.theme, theme)
    }
}

final class EnvironmentTests: GtkTestCase {
    func testEnvironmentFlowsDownAndUpdatesOnlyReaders() {
        onGtkThread {
            let log = BodyLog()
            let host = HostingWidget(rootView: Themed(theme: "dark", log: log))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["theme dark"])

            host.rootView = Themed(theme: "dark", log: log)
            XCTAssertEqual(log.counts, ["plain": 1, "label": 1], "same value: nothing runs")

            host.rootView = Themed(theme: "sepia", log: log)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["theme sepia"])
            XCTAssertEqual(log.counts, ["plain": 1, "label": 2], "only the reader runs")
        }
    }

    func testDefaultValueWithoutWriter() {
        onGtkThread {
            let log = BodyLog()
            let host = HostingWidget(rootView: Plain(log: log))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["theme light"])
        }
    }
}
