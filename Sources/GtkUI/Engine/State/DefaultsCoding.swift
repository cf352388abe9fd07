import Foundation

/// How an ``AppStorage`` value of one type is kept in `UserDefaults`: as a property-list value
/// that other code reading the same key with `UserDefaults`' own getters understands.
struct DefaultsCoding<Value> {
    /// The value for a stored object; nil when the object is of another type.
    let decode: (Any) -> Value?
    /// The object to store; nil removes the key (an optional set to nil).
    let encode: (Value) -> Any?
}

extension DefaultsCoding {
    /// Values that `UserDefaults` stores as they are.
    static func plain(_ type: Value.Type) -> DefaultsCoding { DefaultsCoding(decode: { $0 as? Value }, encode: { $0 }) }

    /// The same value, optional: a missing key or nil.
    func optional() -> DefaultsCoding<Value?> {
        DefaultsCoding<Value?>(decode: { decode($0).map { .some($0) } }, encode: { $0.flatMap(encode) })
    }
}

extension DefaultsCoding where Value == Bool {
    /// A Boolean; a stored number counts as true unless zero, as `bool(forKey:)` reads it.
    static var bool: DefaultsCoding {
        DefaultsCoding(decode: { ($0 as? Bool) ?? ($0 as? Int).map { $0 != 0 } }, encode: { $0 })
    }
}

extension DefaultsCoding where Value == Int {
    /// An integer; a stored whole `Double` counts.
    static var int: DefaultsCoding {
        DefaultsCoding(decode: { ($0 as? Int) ?? ($0 as? Double).flatMap { Int(exactly: $0) } }, encode: { $0 })
    }
}

extension DefaultsCoding where Value == Double {
    /// A floating-point number; a stored integer counts.
    static var double: DefaultsCoding {
        DefaultsCoding(decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }, encode: { $0 })
    }
}

extension DefaultsCoding where Value == URL {
    /// A URL, kept as its absolute string: swift-corelibs-foundation's `set(_:forKey:)` for a URL
    /// keeps only its path. A stored path without a scheme reads as a file URL, as `url(forKey:)`
    /// reads it.
    static var url: DefaultsCoding {
        DefaultsCoding(
            decode: { stored in
                if let url = stored as? URL { return url }
                guard let text = stored as? String else { return nil }
                if let url = URL(string: text), url.scheme != nil { return url }
                return URL(fileURLWithPath: (text as NSString).expandingTildeInPath)
            },
            encode: { $0.absoluteString })
    }
}

extension DefaultsCoding where Value: RawRepresentable {
    /// A raw-representable value, kept as its raw value; a raw value with no case reads as none.
    static func raw(_ rawCoding: DefaultsCoding<Value.RawValue>) -> DefaultsCoding {
        DefaultsCoding(decode: { rawCoding.decode($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}
