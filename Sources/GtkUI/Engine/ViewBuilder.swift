/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view is passed through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become one ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available` is type-erased, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
