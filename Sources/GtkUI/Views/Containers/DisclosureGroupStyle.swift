/// How a ``DisclosureGroup`` shows and hides its content; set with `.disclosureGroupStyle(_:)`. The automatic style is a `GtkExpander`; a style of your own shows `configuration.content` while `configuration.isExpanded`, and flips the binding.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view in this style.
    associatedtype Body: View
    /// The properties of the view being styled.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// Makes the body of a view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
