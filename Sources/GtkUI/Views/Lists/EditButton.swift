/// A button that switches edit mode on and off, titled "Edit" or "Done", as SwiftUI's
/// `EditButton`.
///
/// It switches the environment's ``EnvironmentValues/editMode`` where a view set one, and an
/// edit mode of its own otherwise. See ``EditMode`` for what editing changes here.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// An edit button.
    nonisolated public init() {}

    /// A push button with the title for the current mode.
    public var body: some View {
        let mode = editMode ?? $ownMode
        Button(mode.wrappedValue.isEditing ? "Done" : "Edit") {
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
