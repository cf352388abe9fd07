import Foundation
import GtkUI

/// Finds the deepest nesting that shows, draws and tears down without crashing: plain GTK boxes
/// nested with the C API, against GtkUI stacks nested in views. Each depth runs in a child
/// process, because running out of stack ends the process.
///
///     Benchmarks --nesting gtk|gtkui            # the search; prints the deepest depth that held
///     Benchmarks --nesting-child gtk|gtkui N    # one child: exits 0 when depth N held
enum NestingProbe {
    /// `levels` stacks, each inside the one before, with a label at the bottom.
    struct Nested: View {
        let levels: Int
        var body: some View {
            VStack {
                if levels > 1 {
                    AnyView(Nested(levels: levels - 1))
                } else {
                    Text("bottom")
                }
            }
        }
    }

    /// Runs one depth: builds it in a shown window, lets GTK lay it out and paint it, destroys it.
    @MainActor
    static func runChild(kind: String, depth: Int) -> Never {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 400, 300)
        var host: HostingWidget<Nested>?
        if kind == "gtk" {
            var outer: UnsafeMutablePointer<GtkWidget> = window
            for _ in 0..<depth {
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_container_add(outer.cast(), box)
                outer = box
            }
            gtk_container_add(outer.cast(), gtk_label_new("bottom"))
        } else {
            host = HostingWidget(rootView: Nested(levels: depth))
            gtk_container_add(window.cast(), host!.widget)
        }
        gtk_widget_show_all(window)
        let start = Date()
        while Date().timeIntervalSince(start) < 1 { g_main_context_iteration(nil, 0) }
        let width = gtk_widget_get_allocated_width(window)
        // Complete: the label at the bottom is there (GtkUI leaves out what is nested too deep).
        var complete = false
        var pending: [UnsafeMutablePointer<GtkWidget>] = [window]
        while let widget = pending.popLast() {
            if widget.isInstance(of: gtk_label_get_type()) {
                complete = complete || String(cString: gtk_label_get_text(widget.cast())) == "bottom"
            } else if widget.isInstance(of: gtk_container_get_type()) {
                var list = gtk_container_get_children(widget.cast())
                let head = list
                while let node = list {
                    if let child = node.pointee.data { pending.append(child.assumingMemoryBound(to: GtkWidget.self)) }
                    list = node.pointee.next
                }
                g_list_free(head)
            }
        }
        gtk_widget_destroy(window)
        host = nil
        while g_main_context_iteration(nil, 0) != 0 {}
        print("depth \(depth): width \(width), complete \(complete)")
        exit(width > 0 && complete ? 0 : 1)
    }

    /// Searches the deepest depth in [low, high] whose child process succeeds.
    static func search(kind: String) {
        func holds(_ depth: Int) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--nesting-child", kind, String(depth)]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return false }
            process.waitUntilExit()
            let held = process.terminationReason == .exit && process.terminationStatus == 0
            FileHandle.standardError.write(Data("\(kind) \(depth): \(held ? "held" : "failed")\n".utf8))
            return held
        }
        var low = 1000
        var high = 64000
        guard holds(low) else { return print("\(kind): even \(low) fails") }
        if holds(high) { return print("\(kind): \(high) holds") }
        while high - low > 100 {
            let middle = (low + high) / 2
            if holds(middle) { low = middle } else { high = middle }
        }
        print("\(kind): deepest nesting that held: \(low) (fails at \(high))")
    }
}
