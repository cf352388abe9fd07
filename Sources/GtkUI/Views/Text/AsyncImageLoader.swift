import Foundation

/// Reads and decodes an ``AsyncImage``'s URL away from GTK's thread.
///
/// The URL is opened with GIO, so `file://` URLs always work, and `http(s)://` and other schemes
/// work where GIO has a backend for them (gvfs); elsewhere they fail with GIO's message. The bytes
/// are decoded by GdkPixbuf on one of Swift's global threads: a large picture never stalls the
/// window. Cancelling the task (the view went, or its URL changed) cancels the read.
enum AsyncImageLoader {
    /// The loaded picture, or why it could not be loaded.
    static func load(_ url: URL, scale: Double) async -> Result<LoadedPicture, AsyncImageError> {
        let cancellable = CancellableBox()
        return await withTaskCancellationHandler {
            await Task.detached(priority: .userInitiated) {
                read(url.absoluteString, scale: scale, cancellable: cancellable)
            }.value
        } onCancel: {
            cancellable.cancel()
        }
    }

    /// Opens and decodes `uri` on the calling (non-GTK) thread.
    private static func read(_ uri: String, scale: Double, cancellable: CancellableBox) -> Result<
        LoadedPicture, AsyncImageError
    > {
        let file = g_file_new_for_uri(uri)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let stream = g_file_read(file, cancellable.pointer, &error) else {
            return .failure(AsyncImageError(url: uri, reason: consume(&error)))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
        let input = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GInputStream.self)
        guard let pixbuf = gdk_pixbuf_new_from_stream(input, cancellable.pointer, &error) else {
            return .failure(AsyncImageError(url: uri, reason: consume(&error)))
        }
        let name = URL(string: uri)?.deletingPathExtension().lastPathComponent ?? uri
        return .success(LoadedPicture(adopting: pixbuf, scale: scale, name: name))
    }

    /// The error's message, and frees it.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
        g_clear_error(&error)
        return message
    }
}

/// A `GCancellable` shared by the loading thread and the task's cancellation handler;
/// `g_cancellable_cancel` may be called from any thread.
private final class CancellableBox: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<GCancellable>

    init() { pointer = g_cancellable_new() }

    func cancel() { g_cancellable_cancel(pointer) }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
