import GtkUI
import XCTest

private struct CompactKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    fileprivate var isCompact: Bool {
        get { self[CompactKey.self] }
        set { self[CompactKey.self] = newValue }
    }
}

@MainActor
private final class KindLog {
    var made: [String] = []
    var dismantled = 0
}

/// A user's leaf whose widget an environment value decides: a spin button, or a scale when
/// compact.
private struct Dial: GtkWidgetRepresentable {
    let log: KindLog

    func widgetKind(in environment: EnvironmentValues) -> AnyHashable? { environment.isCompact }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let compact = context.environment.isCompact
        log.made.append(compact ? "scale" : "spin")
        return compact
            ? gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1)!
            : gtk_spin_button_new_with_range(0, 10, 1)!
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}

    func makeCoordinator() -> KindLog { log }

    static func dismantleWidget(_ widget: UnsafeMutablePointer<GtkWidget>, coordinator: KindLog) {
        coordinator.dismantled += 1
    }
}

/// A user's container whose widget the same value decides: a grid, or a box when compact.
private struct Strip<Content: View>: GtkContainerRepresentable {
    let content: Content

    func widgetKind(in environment: EnvironmentValues) -> AnyHashable? { environment.isCompact }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let box: UnsafeMutablePointer<GtkWidget> =
            context.environment.isCompact
            ? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)! : gtk_grid_new()!
        return box
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}

private struct Screen: View {
    let log: KindLog
    let compact: Bool
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Dial(log: log)
            Strip(content: Text("Inside"))
            Button("Tap") { taps += 1 }
        }
        .environment(\.isCompact, compact)
    }
}

/// ``GtkWidgetRepresentable/widgetKind(in:)``: a representable asks for a new widget when an
/// environment value that decides it changes.
final class WidgetKindTests: GtkTestCase {
    func testAChangedKindMakesANewWidgetInTheSamePlace() {
        onGtkThread {
            let log = KindLog()
            let host = HostingWidget(rootView: Screen(log: log, compact: false))
            XCTAssertEqual(log.made, ["spin"])
            XCTAssertNotNil(WidgetTree.first(gtk_spin_button_get_type(), in: host.widget))
            gtk_button_clicked(WidgetTree.button("Tap", in: host.widget))
            host.flushUpdates()
            let coordinators = Diagnostics.liveCoordinators.value

            host.rootView = Screen(log: log, compact: true)
            host.flushUpdates()
            XCTAssertEqual(log.made, ["spin", "scale"])
            XCTAssertEqual(log.dismantled, 1, "the old widget is dismantled once")
            XCTAssertNil(WidgetTree.first(gtk_spin_button_get_type(), in: host.widget))
            let scale = WidgetTree.first(gtk_scale_get_type(), in: host.widget)
            XCTAssertNotNil(scale)
            // In the same place: second in the stack, between the text and the strip.
            let stack = gtk_widget_get_parent(scale)
            XCTAssertEqual(WidgetTree.children(of: stack!).firstIndex(of: scale!), 1)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators, "one coordinator per view still")
            // The container's child moved into its new widget; the view's state stayed.
            let strip = WidgetTree.all(gtk_box_get_type(), in: host.widget).first { box in
                WidgetTree.labels(in: box) == ["Inside"]
            }
            XCTAssertNotNil(strip, WidgetTree.describe(host.widget))
            XCTAssertNil(WidgetTree.first(gtk_grid_get_type(), in: host.widget))
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("Taps 1"))

            host.rootView = Screen(log: log, compact: true)
            host.flushUpdates()
            XCTAssertEqual(log.made, ["spin", "scale"], "the same kind keeps the widget")
        }
    }
}
