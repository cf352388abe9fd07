/// A key for a value that the focused part of the app publishes, with
/// `.focusedValue(_:_:)` or `.focusedSceneValue(_:_:)`, for commands and
/// other views to read with ``FocusedValue``.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Note }
/// extension FocusedValues {
///     var selectedNote: Note? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the published value.
    associatedtype Value
}
