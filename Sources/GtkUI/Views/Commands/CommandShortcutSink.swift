/// Collects the keyboard shortcuts of the buttons in an app's command content: there a
/// `.keyboardShortcut` becomes an accelerator of the button's command, not of a window. Each
/// contribution's content is read at its root as the preference ``KeyboardShortcutsKey``.
@MainActor
final class CommandShortcutSink {
    /// What each contribution's content declares, by button; the buttons are borrowed, their
    /// nodes own them.
    private var declared: [Int: [WidgetPointer: KeyboardShortcut]] = [:]
    /// The shortcut each button declared.
    private(set) var shortcuts: [WidgetPointer: KeyboardShortcut] = [:]
    /// Called when a declaration changes.
    var onChange: (@MainActor () -> Void)?

    /// Takes `declarations`, the combined value of the content of contribution `index`.
    func show(_ declarations: [ShortcutDeclaration], from index: Int) {
        var buttons: [WidgetPointer: KeyboardShortcut] = [:]
        for declaration in declarations {
            guard let button = declaration.button, buttons[button] == nil else { continue }
            buttons[button] = declaration.shortcut
        }
        guard declared[index] ?? [:] != buttons else { return }
        declared[index] = buttons.isEmpty ? nil : buttons
        shortcuts = declared.values.reduce(into: [:]) { all, some in all.merge(some) { first, _ in first } }
        onChange?()
    }

    /// Forgets every declaration, for contents mounted anew.
    func reset() {
        guard !declared.isEmpty else { return }
        declared = [:]
        shortcuts = [:]
        onChange?()
    }
}
