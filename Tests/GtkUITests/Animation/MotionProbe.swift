import GtkUI
import XCTest

/// What the motion tests share: a mounted window, the effect bins in it, their matrices, and
/// GTK's animation setting turned on for the test's length.
@MainActor
enum MotionProbe {
    /// Mounts `view` in a shown window and waits until it is mapped, so its frame clock ticks.
    static func mount<V: View>(_ view: V) -> (host: HostingWidget<V>, window: WidgetPointer) {
        let host = HostingWidget(rootView: view)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.run(until: { gtk_widget_get_mapped(host.widget) != 0 })
        return (host, window)
    }

    /// The effect bins in `widget`'s tree, outermost first.
    static func effectBins(in widget: WidgetPointer) -> [WidgetPointer] {
        let own = gtkui_is_effect_bin(widget) != 0 ? [widget] : []
        return own + WidgetTree.children(of: widget).flatMap { effectBins(in: $0) }
    }

    /// The bin's transform matrix, row-major.
    static func transform(of bin: WidgetPointer) -> [Double] {
        var matrix = [Double](repeating: 0, count: 9)
        gtkui_effect_bin_get_transform(bin, &matrix)
        return matrix
    }

    /// Runs `body` with `gtk-enable-animations` set to `enabled`, then puts it back.
    static func withAnimations(_ enabled: Bool = true, _ body: () throws -> Void) rethrows {
        let was = GtkSettingsFixture.bool("gtk-enable-animations")
        GtkSettingsFixture.setBool("gtk-enable-animations", enabled)
        defer {
            GtkSettingsFixture.setBool("gtk-enable-animations", was)
            TestLoop.drain()
        }
        try body()
    }

    /// Runs the main loop until no animation ticks, calling `sample` on every turn.
    @discardableResult
    static func runUntilStill(_ sample: () -> Void = {}) -> Bool {
        TestLoop.run(until: {
            sample()
            return Diagnostics.liveAnimationTicks.value == 0
        })
    }
}
