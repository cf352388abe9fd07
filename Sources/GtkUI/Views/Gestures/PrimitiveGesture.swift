/// A gesture that GtkUI mounts as a node of its own: the built-in gestures, their modifiers and
/// compositions. A user's gesture is mounted as the primitive gesture its body comes to.
@MainActor
protocol PrimitiveGesture {
    /// Makes the node that recognises this gesture in `attachment`.
    func makeNode(in attachment: GestureAttachment) -> GestureNode
    /// Passes this value's closures and parameters to `node`, made by ``makeNode(in:)`` from a
    /// gesture of the same type; may replace a child node whose gesture changed type.
    func update(_ node: GestureNode, in attachment: GestureAttachment)
}

extension PrimitiveGesture {
    func update(_ node: GestureNode, in attachment: GestureAttachment) {
        node.update(from: self)
    }
}

/// The primitive gesture that `gesture` comes to: itself, or its body's, evaluated now.
@MainActor
func primitive<G: Gesture>(_ gesture: G) -> any PrimitiveGesture {
    if let primitive = gesture as? any PrimitiveGesture { return primitive }
    return primitive(gesture.body)
}

/// Casts a value a node reports to the type a callback takes, warning once per node when a custom
/// gesture declares a `Value` other than its body's.
@MainActor
func gestureValue<Value>(_ value: Any, as type: Value.Type, warned: inout Bool) -> Value? {
    if let value = value as? Value { return value }
    if !warned {
        warned = true
        Diagnostics.warn(
            "Gesture: a value of type \(Swift.type(of: value)) reached a callback that takes \(Value.self); "
                + "a custom gesture's Value must be its body's Value. The callback is not called")
    }
    return nil
}
