import Foundation

extension NavigationPath {
    /// A path in a form that can be saved and read back, as SwiftUI's: each value's type and its
    /// JSON. Get one from ``NavigationPath/codable`` and make a path from it with
    /// ``NavigationPath/init(_:)-(NavigationPath.CodableRepresentation)``.
    ///
    /// The types are recorded by their mangled Swift names, so a saved path reads back in a
    /// build of the same program; a type it no longer has fails to decode with a `DecodingError`.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// Each value's mangled type name and JSON, first pushed first.
        var items: [Item]

        struct Item: Equatable, Sendable {
            let typeName: String
            let json: String
        }

        init(items: [Item]) {
            self.items = items
        }

        /// Reads a representation written by ``encode(to:)``: type names and JSON, alternating.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [Item] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                items.append(Item(typeName: typeName, json: json))
            }
            self.items = items
        }

        /// Writes each value's type name and JSON, alternating, first pushed first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.typeName)
                try container.encode(item.json)
            }
        }

        /// The values, decoded with the types recorded for them.
        func values() throws -> [AnyHashable] {
            try items.map { item in
                guard let type = _typeByName(item.typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: [],
                            debugDescription: "NavigationPath: no Codable, Hashable type is named \(item.typeName)"))
                }
                return try Self.decode(type, from: item.json)
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8)))
        }
    }

    /// The path in a form that can be saved, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [CodableRepresentation.Item] = []
        for element in elements {
            guard let value = element.base as? any (Codable & Hashable),
                let typeName = _mangledTypeName(type(of: value)),
                let data = try? JSONEncoder().encode(value),
                let json = String(data: data, encoding: .utf8)
            else { return nil }
            items.append(CodableRepresentation.Item(typeName: typeName, json: json))
        }
        return CodableRepresentation(items: items)
    }

    /// The path saved in `codable`. When a value's type is not in this program, or its JSON does
    /// not decode, one warning is logged and the path is empty (the stack shows its root).
    public init(_ codable: CodableRepresentation) {
        self.init()
        do {
            elements = try codable.values()
        } catch {
            Diagnostics.warn("GtkUI: NavigationPath cannot read a saved path: \(error); starting from the root")
        }
    }
}
