/// Lets a button's label take the foreground colour set around the button, as SwiftUI's
/// `.foregroundStyle` and `.foregroundColor` do.
///
/// The colour modifiers set CSS `color` on their wrapper, and CSS inheritance carries it down;
/// but a theme gives `GtkButton` (and a suggested or destructive one) a text colour of its own,
/// which wins over the inherited one. A button under a foreground style gets a style class
/// whose screen rule makes the button and its labels inherit again. A disabled button keeps the
/// theme's dimmed colour.
@MainActor
enum ButtonForeground {
    private static let styleClass = "gtkui-foreground"

    private static var css: String {
        let button = "button.\(styleClass):not(:disabled)"
        return "\(button), \(button) label { color: inherit; }"
    }

    /// Marks `button` to inherit the foreground colour when the environment has one.
    static func apply(_ environment: EnvironmentValues, to button: UnsafeMutablePointer<GtkButton>) {
        let inherits = !environment.foregroundStyles.isEmpty
        if inherits { StyleClasses.installScreenRules(css) }
        StyleClasses.set(styleClass, on: button, inherits)
    }
}
