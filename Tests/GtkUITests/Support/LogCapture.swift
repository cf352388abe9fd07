import GtkUI

/// Collects GLib log messages of one domain while a block runs, instead of printing them.
@MainActor
enum LogCapture {
    private final class Sink {
        var messages: [String] = []
    }

    static func capture(domain: String, _ body: () -> Void) -> [String] {
        let sink = Sink()
        let unmanaged = Unmanaged.passRetained(sink)
        defer { unmanaged.release() }
        let levels = GLogLevelFlags(
            rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_MESSAGE.rawValue)
        let handlerID = g_log_set_handler(
            domain, levels,
            { _, _, message, data in
                guard let data, let message else { return }
                Unmanaged<Sink>.fromOpaque(data).takeUnretainedValue().messages.append(String(cString: message))
            }, unmanaged.toOpaque())
        body()
        g_log_remove_handler(domain, handlerID)
        return sink.messages
    }
}
