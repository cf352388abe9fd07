import GtkUI
import XCTest

private struct ShadeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var shade: String {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

@MainActor
private final class UpdateLog {
    var shades: [String] = []
    var enabled: [Bool] = []
}

/// A user's container that gives its content a shade.
private struct ShadedBox<Content: View>: GtkContainerRepresentable {
    let shade: String
    let spacing: Int32
    let content: Content

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {
        gtk_box_set_spacing(box, spacing)
    }

    func updateContentEnvironment(_ environment: inout EnvironmentValues) {
        environment.shade = shade
    }
}

/// A user's leaf that reports the shade and enabled state it sees.
private struct ShadeProbe: GtkWidgetRepresentable {
    let log: UpdateLog
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
        gtk_spin_button_new_with_range(0, 10, 1)!.cast()
    }
    func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
        log.shades.append(context.environment.shade)
        log.enabled.append(context.environment.isEnabled)
    }
}

private struct ShadeScreen: View {
    let log: UpdateLog
    let shade: String
    let spacing: Int32
    var body: some View {
        ShadedBox(shade: shade, spacing: spacing, content: ShadeProbe(log: log))
    }
}

private struct DisabledProbeScreen: View {
    let log: UpdateLog
    let outer: Bool
    let inner: Bool
    var body: some View {
        VStack {
            ShadeProbe(log: log).disabled(inner)
        }
        .disabled(outer)
    }
}

final class ContentEnvironmentTests: GtkTestCase {
    func testAContainerGivesItsContentEnvironmentValues() {
        onGtkThread {
            let log = UpdateLog()
            let host = HostingWidget(rootView: ShadeScreen(log: log, shade: "dark", spacing: 0))
            XCTAssertEqual(log.shades, ["dark"])

            host.rootView = ShadeScreen(log: log, shade: "light", spacing: 0)
            XCTAssertEqual(log.shades, ["dark", "light"])

            // The container updates, but writes the same value: the content is left alone.
            host.rootView = ShadeScreen(log: log, shade: "light", spacing: 6)
            XCTAssertEqual(log.shades, ["dark", "light"])
        }
    }

    func testDisabledReachesAUsersRepresentable() {
        onGtkThread {
            let log = UpdateLog()
            let host = HostingWidget(rootView: DisabledProbeScreen(log: log, outer: false, inner: true))
            let spin = WidgetTree.first(gtk_spin_button_get_type(), in: host.widget)!
            XCTAssertEqual(gtk_widget_is_sensitive(spin), 0)
            XCTAssertEqual(log.enabled.last, false)

            host.rootView = DisabledProbeScreen(log: log, outer: false, inner: false)
            XCTAssertEqual(gtk_widget_is_sensitive(spin), 1)
            XCTAssertEqual(log.enabled.last, true)

            // An enclosing .disabled(true) wins over an inner .disabled(false).
            host.rootView = DisabledProbeScreen(log: log, outer: true, inner: false)
            XCTAssertEqual(gtk_widget_is_sensitive(spin), 0)
            XCTAssertEqual(log.enabled.last, false)
            XCTAssertEqual(gtk_widget_get_sensitive(spin), 1, "the widget's own sensitivity is the user's")
        }
    }

    func testSpacerGrowsAlongItsStack() {
        onGtkThread {
            let host = HostingWidget(
                rootView: HStack {
                    Text("a"); Spacer(minLength: 30); Text("b")
                })
            let spacer = WidgetTree.children(of: WidgetTree.children(of: host.widget)[0])[1]
            XCTAssertEqual(gtk_widget_get_hexpand(spacer), 1)
            XCTAssertEqual(gtk_widget_get_vexpand(spacer), 0)
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(spacer, &width, &height)
            XCTAssertEqual(width, 30)
        }
    }
}
