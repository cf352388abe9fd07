/// A view that a link in a split view's sidebar shows in place of the detail column; a new id
/// gives each shown view fresh state.
struct NavigationShownDetail {
    let id: Int
    let view: AnyView
}
