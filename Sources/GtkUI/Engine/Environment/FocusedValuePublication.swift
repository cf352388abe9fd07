/// One view's `.focusedValue` or `.focusedSceneValue`.
struct FocusedValuePublication {
    /// The view that publishes: the focus must be in one of its widgets for a focused value to
    /// count. Nil only while the output is compared, never in a collected value.
    let source: PreferenceSource?
    let isScene: Bool
    let write: @MainActor (inout FocusedValues) -> Void
}
