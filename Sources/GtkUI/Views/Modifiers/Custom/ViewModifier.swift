/// A modifier of your own: it turns a view into another one, and may keep state of its own.
///
/// ```swift
/// struct Highlighted: ViewModifier {
///     @State private var isHovered = false
///     func body(content: Content) -> some View {
///         content
///             .padding(6)
///             .background(isHovered ? Color.yellow : Color.clear)
///             .onHover { isHovered = $0 }
///     }
/// }
///
/// Text("Hello").modifier(Highlighted())
/// ```
///
/// The modifier's `@State`, `@Binding`, `@Environment`, `@FocusState` and `@StateObject` live with
/// the view it modifies: they are kept while that view keeps its identity and reset when it is
/// replaced. The body is evaluated again only when the modifier's value or something it read
/// changed; a new `content` alone reaches the content without evaluating the body.
///
/// `content` stands for the modified view. It may appear anywhere in the body, inside stacks,
/// overlays or conditionals, more than once, or not at all (GtkUI then warns once per modifier
/// type, since that is usually a mistake).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the body makes.
    associatedtype Body: View

    /// The placeholder for the modified view, passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view, made from `content`, the view the modifier is applied to.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
    /// A modifier that applies this modifier, then `modifier`, to the content.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// The result is a view when `modifier` is a ``ViewModifier``. Wrap the call in a `View`
    /// extension to give the modifier a name of its own, as SwiftUI code does.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
