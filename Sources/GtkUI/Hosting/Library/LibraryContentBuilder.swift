/// Collects ``LibraryItem``s written one after another into an array, as SwiftUI's
/// `LibraryContentBuilder` does. GtkUI's builder also takes `if`, `if`–`else` and `for`, so a
/// provider can list items from data.
@resultBuilder
public enum LibraryContentBuilder {
    /// One item becomes a one-item list.
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }

    /// A list of items is taken as it is.
    public static func buildExpression(_ expression: [LibraryItem]) -> [LibraryItem] { expression }

    /// The items of each statement, in order.
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }

    /// The items of an `if` whose condition held, or none.
    public static func buildOptional(_ component: [LibraryItem]?) -> [LibraryItem] { component ?? [] }

    /// The items of an `if`'s first branch.
    public static func buildEither(first component: [LibraryItem]) -> [LibraryItem] { component }

    /// The items of an `if`'s `else` branch.
    public static func buildEither(second component: [LibraryItem]) -> [LibraryItem] { component }

    /// The items of every pass of a `for` loop, in order.
    public static func buildArray(_ components: [[LibraryItem]]) -> [LibraryItem] { components.flatMap { $0 } }
}
