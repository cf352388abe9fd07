import CGtkShim

/// Finds every preview in the running program: each `#Preview` (through the type it expands to)
/// and each ``PreviewProvider`` type, from the binary's protocol conformance records, so no list
/// of previews is kept by hand.
enum PreviewCatalog {
    /// The types in every loaded image that conform to GtkUI's protocol named `protocolName`.
    static func types(conformingTo protocolName: String) -> [Any.Type] {
        var capacity = 64
        while true {
            var found = [UnsafeRawPointer?](repeating: nil, count: capacity)
            let count = found.withUnsafeMutableBufferPointer { buffer in
                gtkui_conforming_types("GtkUI", protocolName, buffer.baseAddress, capacity)
            }
            if count <= capacity {
                return found.prefix(count).compactMap { pointer in
                    pointer.map { unsafeBitCast($0, to: Any.Type.self) }
                }
            }
            capacity = count
        }
    }

    /// Every preview, ordered by file and line; the previews of `module` only when it is given.
    @MainActor static func previews(in module: String?) -> [Preview] {
        var previews: [Preview] = []
        for type in types(conformingTo: "_PreviewRegistration") {
            if let registration = type as? any _PreviewRegistration.Type {
                previews.append(registration.preview)
            }
        }
        for type in types(conformingTo: "PreviewProvider") {
            if let provider = type as? any PreviewProvider.Type {
                previews.append(preview(of: provider))
            }
        }
        if let module { previews.removeAll { $0.module != module } }
        return previews.sorted { ($0.fileID, $0.line, $0.displayName) < ($1.fileID, $1.line, $1.displayName) }
    }

    /// A provider's previews as one preview named after the type. Its file and line are not
    /// recorded in the binary, so the file is the module and the line 0.
    @MainActor private static func preview<Provider: PreviewProvider>(of provider: Provider.Type) -> Preview {
        // "Module.Outer.Name"; a private type's path holds "(unknown context at $…)" instead of
        // its file's scope, which says nothing to a reader.
        let parts = String(reflecting: provider).split(separator: ".").map(String.init)
            .filter { !$0.hasPrefix("(unknown context") }
        let module = parts.count > 1 ? parts[0] : ""
        let name = parts.dropFirst(parts.count > 1 ? 1 : 0).joined(separator: ".")
        return Preview(name, fileID: "\(module)/\(name)", filePath: "", line: 0) { Provider.previews }
    }
}

extension Preview {
    /// Every preview in the program (every `#Preview` and every ``PreviewProvider``), ordered by
    /// file and line; only those declared in `module` when it is given.
    @MainActor package static func all(in module: String? = nil) -> [Preview] {
        PreviewCatalog.previews(in: module)
    }
}
