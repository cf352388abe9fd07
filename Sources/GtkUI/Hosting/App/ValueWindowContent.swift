/// What a ``WindowGroup`` made with `for:` needs to show a value, with the value's type erased:
/// the content closure the app gave, turned into views on the main actor when a window opens.
struct ValueWindowContent<Value: Hashable, Content: View> {
    let content: (Binding<Value?>) -> Content
}

/// A ``ValueWindowContent`` of any value type.
@MainActor
protocol PresentedValueScene {
    /// The type of value the group's windows show.
    var valueType: ObjectIdentifier { get }
    /// A box holding a window's value: the value given, if it is of this type, or nil.
    func box(_ value: AnyHashable?) -> any PresentedValueBox
    /// The root view of the window whose value `box` holds.
    func rootView(box: any PresentedValueBox) -> AnyView
}

// In an extension, so that the memberwise initializer stays nonisolated for the nonisolated
// `WindowGroup` initializers.
@MainActor
extension ValueWindowContent: PresentedValueScene {
    var valueType: ObjectIdentifier { ObjectIdentifier(Value.self) }

    func box(_ value: AnyHashable?) -> any PresentedValueBox {
        PresentedWindowValue(value?.base as? Value)
    }

    func rootView(box: any PresentedValueBox) -> AnyView {
        guard let box = box as? PresentedWindowValue<Value> else { return AnyView(EmptyView()) }
        return AnyView(SceneContent { PresentedWindowContent(value: box, content: content) })
    }
}
