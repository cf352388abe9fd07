/// How a ``Toggle`` looks and behaves; set with ``View/toggleStyle(_:)``.
///
/// The built-in styles (`.automatic`, `.checkbox`, `.switch`, `.button`) return the native GTK
/// control from `makeBody(configuration:)`: a `GtkCheckButton`, a `GtkSwitch` or a
/// `GtkToggleButton`. A style of your own returns views; flip `configuration.isOn` from a
/// ``Button`` to keep a Tab stop, keyboard and a screen-reader role:
///
/// ```swift
/// struct Checklist: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style shows.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration

    /// Makes the body of a toggle in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
