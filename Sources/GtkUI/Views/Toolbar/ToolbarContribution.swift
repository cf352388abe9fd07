/// The items of one `.toolbar`, as they travel up to the window's header bar in
/// ``ToolbarItemsKey``: the views, with the environment of the view that declared them, and the
/// identity of that view, so that the header bar keeps each toolbar's items (and their state)
/// while the toolbars around them come and go.
struct ToolbarContribution {
    /// The declaring view's identity, for as long as it is shown.
    let id: ObjectIdentifier
    let items: AnyView
}
