/// A button's ``ButtonRole``, kept on its `GtkButton` as object data, so that a container of
/// buttons (a confirmation dialog's button row) can tell a cancel button from the others.
@MainActor
enum ButtonRoleMark {
    private static let key = "gtkui-button-role"

    /// Marks `button` with `role`, or clears the mark for no role.
    static func set(_ role: ButtonRole?, on button: WidgetPointer) {
        let code = role == .destructive ? 1 : role == .cancel ? 2 : 0
        guard code != Int(bitPattern: g_object_get_data(button.gObject, key)) else { return }
        g_object_set_data(button.gObject, key, UnsafeMutableRawPointer(bitPattern: code))
    }

    /// The role `button` was marked with, or nil.
    static func role(of button: WidgetPointer) -> ButtonRole? {
        switch Int(bitPattern: g_object_get_data(button.gObject, key)) {
        case 1: .destructive
        case 2: .cancel
        default: nil
        }
    }
}
