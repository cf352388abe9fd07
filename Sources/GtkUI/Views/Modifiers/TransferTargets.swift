import CGtkShim
import Foundation

/// The GTK targets a ``Transferable`` type travels as, and its conversion to and from GTK's
/// selection data.
enum TransferTargets {
    /// The `info` GTK hands back with text targets.
    static let textInfo: guint = 1
    /// The `info` GTK hands back with `text/uri-list`.
    static let uriInfo: guint = 2

    /// Whether GtkUI knows how to transfer `type`.
    static func supports(_ type: Any.Type) -> Bool {
        type == String.self || type == URL.self
    }

    /// The targets for `type`: text for strings; for URLs the uri-list first, then text, so an
    /// editor or a terminal takes a dragged URL as its text. Nil for a type GtkUI cannot transfer.
    static func targetList(for type: Any.Type) -> OpaquePointer? {
        guard supports(type), let list = gtk_target_list_new(nil, 0) else { return nil }
        if type == URL.self { gtk_target_list_add_uri_targets(list, uriInfo) }
        gtk_target_list_add_text_targets(list, textInfo)
        return list
    }

    /// Fills `data` with `payload` for a target of `info`.
    static func write(_ payload: some Transferable, info: guint, to data: OpaquePointer) {
        if let url = payload as? URL {
            if info == uriInfo {
                url.absoluteString.withCString { uri in
                    var uris: [UnsafeMutablePointer<gchar>?] = [UnsafeMutablePointer(mutating: uri), nil]
                    _ = gtk_selection_data_set_uris(data, &uris)
                }
            } else {
                gtk_selection_data_set_text(data, url.isFileURL ? url.path : url.absoluteString, -1)
            }
        } else if let string = payload as? String {
            gtk_selection_data_set_text(data, string, -1)
        }
    }

    /// The values of type `T` that `data` holds, received for a target of `info`; empty when it
    /// holds none (another type of data, or text that is no URL when URLs are wanted).
    static func read<T: Transferable>(_ type: T.Type, info: guint, from data: OpaquePointer) -> [T] {
        guard gtk_selection_data_get_length(data) >= 0 else { return [] }
        if info == uriInfo {
            guard let uris = gtk_selection_data_get_uris(data) else { return [] }
            defer { g_strfreev(uris) }
            var urls: [URL] = []
            var index = 0
            while let uri = uris[index] {
                if let url = URL(string: String(cString: uri)), url.scheme != nil { urls.append(url) }
                index += 1
            }
            return urls.compactMap { $0 as? T }
        }
        guard info == textInfo, let raw = gtk_selection_data_get_text(data) else { return [] }
        defer { g_free(raw) }
        let text = String(cString: raw)
        if T.self == String.self { return [text as? T].compactMap { $0 } }
        guard T.self == URL.self else { return [] }
        // Text dropped where URLs are wanted: each line that is a URL or an absolute path.
        let urls = text.split(whereSeparator: \.isNewline).compactMap { line -> URL? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/") { return URL(fileURLWithPath: trimmed) }
            guard let url = URL(string: trimmed), url.scheme != nil else { return nil }
            return url
        }
        return urls.compactMap { $0 as? T }
    }
}
