import Foundation
import GtkUI

/// Clicks at a point of a window through the X server's XTEST extension (with `xdotool`), so GDK
/// itself finds the window under the pointer, through input shapes and offscreen embedding, as a
/// person's click goes. (GDK's own `gdk_test_simulate_button` sends core events, which GDK ignores
/// when it uses XInput 2.)
@MainActor
enum ScreenClicks {
    /// Moves the pointer to (`x`, `y`) in `window` (a toplevel) and clicks the primary button
    /// there, then lets GTK handle what the server sends back.
    static func click(_ window: UnsafeMutablePointer<GtkWidget>, x: Int32, y: Int32) {
        guard let gdkWindow = gtk_widget_get_window(window) else { return }
        var originX: Int32 = 0
        var originY: Int32 = 0
        gdk_window_get_origin(gdkWindow, &originX, &originY)
        // Moving first lets GTK see the pointer enter, as before a person's click.
        xdotool(["mousemove", "\(originX + x)", "\(originY + y)"])
        TestLoop.run(for: 0.05)
        xdotool(["click", "1"])
        TestLoop.run(for: 0.05)
        TestLoop.drain()
    }

    private static func xdotool(_ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            preconditionFailure("ScreenClicks: xdotool could not run (\(error)); `make test` installs it")
        }
    }
}
