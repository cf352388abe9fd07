import Foundation
import GtkUI
import XCTest

/// Shows the system values it reads, one label each.
private struct SystemValues: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var screenReader
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.scenePhase) private var phase
    @Environment(\.displayScale) private var scale
    @Environment(\.layoutDirection) private var direction
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
        VStack {
            Text("motion \(reduceMotion ? "reduced" : "full")")
            Text("reader \(screenReader ? "on" : "off")")
            Text("contrast \(contrast == .increased ? "increased" : "standard")")
            Text("phase \(Self.name(phase))")
            Text("scale \(Int(scale))")
            Text("direction \(direction == .rightToLeft ? "rtl" : "ltr")")
            Text("classes \(horizontal == .regular && vertical == .regular ? "regular" : "other")")
        }
    }

    static func name(_ phase: ScenePhase) -> String {
        switch phase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        }
    }
}

private struct LocaleValues: View {
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    var body: some View {
        Text("\(locale.identifier) \(calendar.identifier == Calendar.current.identifier) \(timeZone.identifier)")
    }
}

/// The desktop's values reach `@Environment`, and follow their settings.
final class SystemEnvironmentValuesTests: GtkTestCase {
    @MainActor
    private static func label(_ prefix: String, in host: HostingWidget<SystemValues>) -> String? {
        WidgetTree.labels(in: host.widget).first { $0.hasPrefix(prefix) }
    }

    func testReduceMotionFollowsGtkEnableAnimations() {
        onGtkThread {
            let animations = GtkSettingsFixture.bool("gtk-enable-animations")
            defer {
                GtkSettingsFixture.setBool("gtk-enable-animations", animations)
                TestLoop.drain()
            }
            GtkSettingsFixture.setBool("gtk-enable-animations", true)
            TestLoop.drain()
            let host = HostingWidget(rootView: SystemValues())
            XCTAssertEqual(Self.label("motion", in: host), "motion full")
            GtkSettingsFixture.setBool("gtk-enable-animations", false)
            TestLoop.drain()
            XCTAssertEqual(Self.label("motion", in: host), "motion reduced")
        }
    }

    func testScreenReaderAndContrastFollowGnomeSettings() throws {
        try onGtkThread {
            guard let source = g_settings_schema_source_get_default(),
                let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.applications", 1)
            else { throw XCTSkip("GNOME's accessibility schemas are not installed") }
            g_settings_schema_unref(schema)
            let applications = g_settings_new("org.gnome.desktop.a11y.applications")
            let interface = g_settings_new("org.gnome.desktop.a11y.interface")
            defer {
                g_settings_reset(applications, "screen-reader-enabled")
                g_settings_reset(interface, "high-contrast")
                TestLoop.drain()
                g_object_unref(applications)
                g_object_unref(interface)
            }
            g_settings_set_boolean(applications, "screen-reader-enabled", 0)
            g_settings_set_boolean(interface, "high-contrast", 0)
            TestLoop.drain()
            let host = HostingWidget(rootView: SystemValues())
            XCTAssertEqual(Self.label("reader", in: host), "reader off")
            XCTAssertEqual(Self.label("contrast", in: host), "contrast standard")
            g_settings_set_boolean(applications, "screen-reader-enabled", 1)
            g_settings_set_boolean(interface, "high-contrast", 1)
            TestLoop.drain()
            XCTAssertEqual(Self.label("reader", in: host), "reader on")
            XCTAssertEqual(Self.label("contrast", in: host), "contrast increased")
        }
    }

    func testScenePhaseFollowsTheWindow() {
        onGtkThread {
            let host = HostingWidget(rootView: SystemValues())
            let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            defer { gtk_widget_destroy(window) }
            gtk_container_add(window.cast(), host.widget)
            gtk_widget_show_all(window)
            Self.sendFocus(true, to: window)
            TestLoop.drain()
            XCTAssertEqual(Self.label("phase", in: host), "phase active")
            Self.sendFocus(false, to: window)
            TestLoop.drain()
            XCTAssertEqual(Self.label("phase", in: host), "phase inactive")
            gtk_widget_hide(window)
            TestLoop.drain()
            XCTAssertEqual(Self.label("phase", in: host), "phase background")
        }
    }

    func testDesktopConstantsAndLocale() {
        onGtkThread {
            let host = HostingWidget(rootView: SystemValues())
            let scale = Int(gtk_widget_get_scale_factor(host.widget))
            XCTAssertEqual(Self.label("scale", in: host), "scale \(max(1, scale))")
            XCTAssertEqual(Self.label("classes", in: host), "classes regular")
            XCTAssertEqual(
                Self.label("direction", in: host),
                gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? "direction rtl" : "direction ltr")

            let locale = HostingWidget(rootView: LocaleValues())
            XCTAssertEqual(
                WidgetTree.labels(in: locale.widget),
                ["\(Locale.current.identifier) true \(TimeZone.current.identifier)"])
            let set = HostingWidget(
                rootView: LocaleValues().environment(\.locale, Locale(identifier: "fr_FR"))
                    .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
            XCTAssertEqual(WidgetTree.labels(in: set.widget), ["fr_FR true Asia/Tokyo"])
        }
    }

    /// What the window system sends when a window gains or loses the keyboard focus.
    @MainActor
    private static func sendFocus(_ focused: Bool, to window: UnsafeMutablePointer<GtkWidget>) {
        guard let event = gdk_event_new(GDK_FOCUS_CHANGE) else { return }
        defer { gdk_event_free(event) }
        event.pointee.focus_change.in = focused ? 1 : 0
        if let gdkWindow = gtk_widget_get_window(window) {
            event.pointee.focus_change.window = gdkWindow
            g_object_ref(UnsafeMutableRawPointer(gdkWindow))
        }
        gtk_widget_send_focus_change(window, event)
    }
}
