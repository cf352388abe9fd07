/// The tag a view gives its container with ``View/tag(_:)``.
private struct TagKey: ContainerValueKey {
    // Computed: AnyHashable is not Sendable, so it cannot be a stored static.
    static var defaultValue: AnyHashable? { nil }
}

extension ContainerValues {
    /// The value a child set with ``View/tag(_:)``, or nil: what a `Picker` option or a `TabView`
    /// page stands for in its selection.
    var tag: AnyHashable? {
        get { self[TagKey.self] }
        set { self[TagKey.self] = newValue }
    }
}

extension View {
    /// Gives this view a value that stands for it in a selection: a `Picker` option or a
    /// `TabView` page. The container compares it with its selection's value; the tag's type must
    /// match the selection's type (not its optional).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        containerValue(\.tag, AnyHashable(tag))
    }
}
