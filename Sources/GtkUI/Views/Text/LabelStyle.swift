/// How a ``Label`` shows its title and icon; set with ``View/labelStyle(_:)``.
///
/// The built-in styles (`.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`) put the parts
/// they show in a horizontal `GtkBox` named after the title. A style of your own arranges
/// `configuration.title` and `configuration.icon` as it likes:
///
/// ```swift
/// struct Stacked: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style shows.
    associatedtype Body: View
    /// The properties of the label being styled.
    typealias Configuration = LabelStyleConfiguration

    /// Makes the body of a label in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
