/// A page pushed by a ``NavigationLink`` with a destination view rather than a value: it sits on
/// the stack above the first `base` values of the path.
struct NavigationViewPage {
    /// Tells it apart from the other view pages of its stack.
    let id: Int
    /// How many path values lay below it when it was pushed.
    let base: Int
    /// What it shows.
    let view: AnyView
    /// Told when the user pops it (a `navigationDestination(isPresented:)` page).
    var onDismiss: (@MainActor () -> Void)? = nil
}
