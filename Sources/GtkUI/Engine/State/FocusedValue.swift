/// Reads a value that the focused window publishes, for menu commands and views:
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Delete") { note?.delete() }.disabled(note == nil)
///         }
///     }
/// }
/// ```
/// The value is nil while the focused part of the app publishes none. "Focused" is the active
/// window (the last one that was active, while the app has none): its views publish with
/// `.focusedSceneValue(_:_:)`, and the views that contain its focused widget with
/// `.focusedValue(_:_:)`. A view or command that reads the value is evaluated again
/// when it changes, when the focus moves, or when another window becomes active.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>

    /// Reads the value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The published value, or nil.
    public var wrappedValue: Value? {
        onGtkThread(passing: keyPath) { FocusedValuesCenter.shared.read($0) }
    }
}
