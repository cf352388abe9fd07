import CGtkShim
import Foundation

/// What a program does when `gtkui-preview` starts it to list or show its previews, instead of
/// running the app: `App.main()` asks first.
///
/// `gtkui-preview` sets `GTKUI_PREVIEW_AGENT` to `list` (one tab-separated line per preview on
/// standard output, then `end`) or `show` (the preview `GTKUI_PREVIEW_INDEX` in a plug embedded
/// in the X window `GTKUI_PREVIEW_SOCKET`, in `GTKUI_PREVIEW_SCHEME`, at `GTKUI_PREVIEW_SIZE`
/// `WxH` when given, else at the preview's own size; `ready` once it is on screen). `GTKUI_PREVIEW_MODULE` limits the previews
/// to one module. Each preview runs in a process of its own, so one that traps or hangs takes
/// down only that process, and the preview window says so.
@MainActor
enum PreviewAgent {
    /// Lists or shows previews and exits when asked to by the environment; else returns.
    static func runIfRequested() {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = environment["GTKUI_PREVIEW_AGENT"] else { return }
        // The preview window may go without ending us (killed, crashed): go with it.
        gtkui_end_with_parent()
        let module = environment["GTKUI_PREVIEW_MODULE"].flatMap { $0.isEmpty ? nil : $0 }
        let previews = Preview.all(in: module)
        switch mode {
        case "list":
            for (index, preview) in previews.enumerated() {
                let fields = [
                    "preview", "\(index)", preview.displayName, preview.fileID, preview.filePath, "\(preview.line)",
                ]
                say(fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t"))
            }
            say("end")
            exit(0)
        case "show":
            guard let index = environment["GTKUI_PREVIEW_INDEX"].flatMap(Int.init), previews.indices.contains(index),
                let socket = environment["GTKUI_PREVIEW_SOCKET"].flatMap(UInt.init)
            else {
                say("failed\tno preview \(environment["GTKUI_PREVIEW_INDEX"] ?? "") to show")
                exit(2)
            }
            show(
                previews[index], socket: socket, dark: environment["GTKUI_PREVIEW_SCHEME"] == "dark",
                size: environment["GTKUI_PREVIEW_SIZE"].flatMap(parseSize) ?? previews[index].size)
        default:
            say("failed\tunknown GTKUI_PREVIEW_AGENT mode \(mode)")
            exit(2)
        }
    }

    private static func show(_ preview: Preview, socket: UInt, dark: Bool, size: (Int, Int)?) -> Never {
        GtkRuntime.initializeOrExit()
        let view = preview.makeView().preferredColorScheme(dark ? .dark : .light)
        let host = HostingWidget(rootView: view)
        guard let plug = gtkui_plug_new(socket) else {
            say("failed\tcannot make a plug for the preview window")
            exit(2)
        }
        if let size { gtk_widget_set_size_request(host.widget, gint(size.0), gint(size.1)) }
        gtk_container_add(plug.cast(), host.widget)
        // The window closed the socket (a reload or another preview): this process is done.
        Signals.connect(plug, "destroy") { _ in exit(0) }
        gtk_widget_show_all(plug)
        host.flushUpdates()
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
        say("ready")
        gtk_main()
        exit(0)
    }

    /// `WxH` in pixels.
    private static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        return parts.count == 2 && parts[0] > 0 && parts[1] > 0 ? (parts[0], parts[1]) : nil
    }

    /// One line to the preview window, unbuffered.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
