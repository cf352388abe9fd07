/// How a ``Menu``'s button looks; set with ``View/menuStyle(_:)``.
///
/// The built-in styles (`.automatic`, `.button`, `.borderlessButton`) return GTK's menu button
/// from `makeBody(configuration:)`. A style of your own wraps `Menu(configuration)`, which keeps
/// the native button, its menu and its accessibility:
///
/// ```swift
/// struct Outlined: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).padding(2).border(Color.accentColor)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view a menu in this style shows.
    associatedtype Body: View
    /// The properties of the menu being styled.
    typealias Configuration = MenuStyleConfiguration

    /// Makes the body of a menu in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
