/// What a gesture node reports to its parent as the pointer moves: values travel as `Any` so
/// that composed and custom gestures pass them through without knowing their types.
enum GestureUpdate {
    /// A sequence started that the gesture may recognise (a press).
    case began
    /// The gesture recognised, or its value changed.
    case changed(Any)
    /// The gesture ended with a value.
    case ended(Any)
    /// The gesture failed or was cancelled.
    case failed
}
