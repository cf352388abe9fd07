/// How a ``LabeledContent`` lays out its label and value; set with `.labeledContentStyle(_:)`. The automatic style is a row (label at the start, value at the end in a ``Form``); a style of your own arranges `configuration.label` and `configuration.content`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view in this style.
    associatedtype Body: View
    /// The properties of the view being styled.
    typealias Configuration = LabeledContentStyleConfiguration

    /// Makes the body of a view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
