/// Whether the user is editing a list, as SwiftUI's `EditMode`: what ``EditButton`` switches.
///
/// Where GtkUI differs: rows with `onDelete` or `onMove` can be deleted from their menu and
/// moved at any time, so edit mode changes no row by itself; views may read it
/// (`@Environment(\.editMode)`) to show what they offer while editing.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as while a row is swiped.
    case transient
    /// Editing, after an ``EditButton`` was pressed.
    case active

    /// Whether this is an editing mode (`.transient` or `.active`).
    public var isEditing: Bool { self != .inactive }
}

/// Where ``EnvironmentValues/editMode`` is kept.
private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the views inside, as a binding, or nil where no view set one with
    /// `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
