import Foundation

/// Sets the preference `Key` from an anchor of its content. Behind
/// ``View/anchorPreference(key:value:transform:)`` and
/// ``View/transformAnchorPreference(key:value:transform:)``.
///
/// Built as a user could build it: a box reports the content's frame into a `@State`, and a new
/// frame evaluates this body, which sets the preference again; the readers see a change only
/// when the value they combine changed.
struct AnchorPreferenceWriter<Content: View, Value, Key: PreferenceKey>: View {
    let content: Content
    let source: Anchor<Value>.Source
    let apply: (inout Key.Value, Anchor<Value>) -> Void
    /// The content's frame in the window's content area; zero until laid out.
    @State private var bounds = CGRect.zero

    var body: some View {
        let anchor = source.anchor(bounds: bounds)
        let apply = apply
        PreferenceTransform<GeometryTrackingBox<Content>, Key>(
            content: GeometryTrackingBox(content: content, frame: $bounds),
            transform: { value, _ in apply(&value, anchor) }, isSameOutput: { _ in false })
    }
}

extension View {
    /// Sets the preference `key` to a value made from an anchor of this view: its bounds, a
    /// rectangle or a point in it. A ``GeometryReader`` that reads the preference (in
    /// ``View/overlayPreferenceValue(_:alignment:_:)``, say) turns the anchor into its own
    /// coordinates with `proxy[anchor]`. The value is set again whenever this view moves or is
    /// resized in its window. As with ``View/preference(key:value:)``, it replaces what the views
    /// inside set for the same key.
    ///
    /// ```swift
    /// Text("Selected")
    ///     .anchorPreference(key: SelectionBounds.self, value: .bounds) { $0 }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        AnchorPreferenceWriter<Self, A, K>(content: self, source: value, apply: { $0 = transform($1) })
    }

    /// Changes the preference `key` with an anchor of this view: `transform` receives the combined
    /// value of the views inside (or the key's default) and the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        AnchorPreferenceWriter<Self, A, K>(content: self, source: value, apply: transform)
    }
}
