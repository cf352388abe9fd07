/// A button style that draws a ``Button`` its own way while GtkUI keeps the standard
/// behaviour: the button stays a GTK push button, named by its label for screen readers,
/// reached with Tab and pressed with the pointer, Space or Enter. Set one with
/// `.buttonStyle(_:)`.
///
/// ```swift
/// struct Capsule: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background(configuration.isPressed ? Color.blue : Color.teal)
///     }
/// }
/// ```
///
/// GtkUI puts the body inside a `GtkButton` without relief, padding or frame, so only the body
/// shows; `isPressed` follows GTK's pressed state, by pointer and by keyboard.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration

    /// Makes the body of a button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
