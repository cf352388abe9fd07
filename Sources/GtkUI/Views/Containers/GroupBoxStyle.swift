/// How a ``GroupBox`` looks; set with `.groupBoxStyle(_:)`. The automatic style is a `GtkFrame` titled by the label; a style of your own arranges `configuration.label` and `configuration.content`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view in this style.
    associatedtype Body: View
    /// The properties of the view being styled.
    typealias Configuration = GroupBoxStyleConfiguration

    /// Makes the body of a view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
