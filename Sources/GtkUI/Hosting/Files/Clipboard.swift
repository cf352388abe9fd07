import CGtkShim

/// The desktop's clipboard, for text: GTK's `CLIPBOARD` selection, which Ctrl+C and Ctrl+V use.
///
/// SwiftUI has no clipboard type of its own; this follows UIKit's `UIPasteboard.general` and
/// AppKit's `NSPasteboard.general`, under GTK's name. Reading is asynchronous because another
/// application may own the clipboard: the main loop keeps running while it answers (there is no
/// nested loop).
///
/// ```swift
/// Clipboard.general.setString(note.text)
/// if let text = await Clipboard.general.string() { draft = text }
/// ```
@MainActor
public final class Clipboard {
    /// The clipboard Ctrl+C and Ctrl+V use.
    public static let general = Clipboard(selectionName: "CLIPBOARD")
    /// The primary selection: the text last selected, which a middle click pastes (X11).
    public static let selection = Clipboard(selectionName: "PRIMARY")

    private let selectionName: String

    private init(selectionName: String) {
        self.selectionName = selectionName
    }

    /// GTK's clipboard, or nil with a warning when there is no display.
    private var clipboard: OpaquePointer? {
        GtkThread.check()
        guard gdk_display_get_default() != nil else {
            Diagnostics.warn("GtkUI: Clipboard used without a display; nothing is copied or pasted")
            return nil
        }
        return gtk_clipboard_get(gdk_atom_intern(selectionName, 0))
    }

    /// Puts `string` on the clipboard, replacing what was there; the app serves it to others
    /// while it runs.
    public func setString(_ string: String) {
        guard let clipboard else { return }
        gtk_clipboard_set_text(clipboard, string, Int32(string.utf8.count))
    }

    /// The clipboard's text, or nil when it holds none (or something that is not text).
    public func string() async -> String? {
        guard let clipboard else { return nil }
        return await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(ContinuationBox(continuation)).toOpaque()
            gtk_clipboard_request_text(
                clipboard,
                { _, text, data in
                    guard let data else { return }
                    let box = Unmanaged<ContinuationBox>.fromOpaque(data).takeRetainedValue()
                    box.continuation.resume(returning: text.map { String(cString: $0) })
                }, box)
        }
    }

    /// Carries the continuation through GTK's callback, which runs exactly once.
    private final class ContinuationBox {
        let continuation: CheckedContinuation<String?, Never>
        init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
    }
}
