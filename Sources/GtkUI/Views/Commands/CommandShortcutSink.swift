/// Collects the keyboard shortcuts of the buttons in an app's command content: there a
/// `.keyboardShortcut` becomes an accelerator of the button's command, not of a window.
@MainActor
final class CommandShortcutSink {
    /// The shortcut each button declared; the buttons are borrowed, their nodes own them.
    private(set) var shortcuts: [WidgetPointer: KeyboardShortcut] = [:]
    /// Called when a declaration changes.
    var onChange: (@MainActor () -> Void)?

    /// Records that `button` declares `shortcut` (nil: none).
    func declare(_ shortcut: KeyboardShortcut?, for button: WidgetPointer) {
        guard shortcuts[button] != shortcut else { return }
        shortcuts[button] = shortcut
        onChange?()
    }

    /// Forgets what `button` declared, as its view goes away.
    func withdraw(_ button: WidgetPointer) {
        guard shortcuts.removeValue(forKey: button) != nil else { return }
        onChange?()
    }
}

private struct CommandShortcutSinkKey: EnvironmentKey {
    static var defaultValue: CommandShortcutSink? { nil }
}

extension EnvironmentValues {
    /// Where `.keyboardShortcut` reports to inside an app's command content; nil elsewhere.
    var commandShortcutSink: CommandShortcutSink? {
        get { self[CommandShortcutSinkKey.self] }
        set { self[CommandShortcutSinkKey.self] = newValue }
    }
}
