/// The `\.id` key path of each `Identifiable` element type that a `ForEach` was made over.
///
/// A key path into a generic type is built by the runtime from its pattern on every use (the
/// element type is looked up by its mangled name), which costs more than the rest of a parent's
/// body that makes a `ForEach`. Made once per element type instead.
@MainActor
enum ForEachKeyPaths {
    private static var identities: [ObjectIdentifier: AnyKeyPath] = [:]

    /// `\Element.id`.
    nonisolated static func id<Element: Identifiable>(of type: Element.Type) -> KeyPath<Element, Element.ID> {
        // ForEach's initializers are nonisolated, as in SwiftUI; the cache is the GTK thread's.
        guard Thread.isMainThread else { return \Element.id }
        return onGtkThread { cachedID(of: Element.self) }
    }

    private static func cachedID<Element: Identifiable>(of type: Element.Type) -> KeyPath<Element, Element.ID> {
        if let path = identities[ObjectIdentifier(type)] as? KeyPath<Element, Element.ID> { return path }
        let path = \Element.id
        identities[ObjectIdentifier(type)] = path
        return path
    }
}
