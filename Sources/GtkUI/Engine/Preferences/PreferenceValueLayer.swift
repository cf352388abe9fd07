/// Lays a view built from the content's value of the preference `Key` over or under the content.
/// Behind ``View/overlayPreferenceValue(_:alignment:_:)`` and
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
///
/// Built on ``View/onPreferenceChange(_:perform:)``'s reader and a `@State`, as a user could: a
/// new value evaluates this body and the layer, and leaves the content alone. The layer's own
/// preferences are not part of the value it reads, so it cannot feed itself.
struct PreferenceValueLayer<Content: View, Key: PreferenceKey, Layer: View>: View {
    let content: Content
    let alignment: Alignment
    let layerBelow: Bool
    let layer: (Key.Value) -> Layer
    @State private var value: Key.Value

    init(content: Content, alignment: Alignment, layerBelow: Bool, layer: @escaping (Key.Value) -> Layer) {
        self.content = content
        self.alignment = alignment
        self.layerBelow = layerBelow
        self.layer = layer
        _value = State(wrappedValue: Key.defaultValue)
    }

    var body: some View {
        LayeredContent(
            base: PreferenceChangeReader<Content, Key>(
                content: content, isSame: PreferenceValueLayer.isSame, action: { value = $0 }),
            layer: layer(value), alignment: alignment, layerBelow: layerBelow)
    }

    /// Values that are Equatable compare with `==`; others always count as new.
    private static func isSame(_ lhs: Key.Value, _ rhs: Key.Value) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }
}
