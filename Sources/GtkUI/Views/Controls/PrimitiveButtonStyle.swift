/// A button style that decides both how a ``Button`` looks and how it is triggered: the
/// protocol of the built-in styles (`.automatic`, `.bordered`, `.borderedProminent`,
/// `.borderless`, `.plain`, `.link`). Set one with `.buttonStyle(_:)`.
///
/// Each built-in style's `makeBody(configuration:)` returns the native GTK button (a
/// `GtkButton` with GTK's style classes), so a style of your own sits on the same footing. A
/// body of your own must call `configuration.trigger()` itself, for instance from
/// `.onTapGesture`, or show `Button(configuration)`, which keeps GTK's push button.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// Makes the body of a button in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
