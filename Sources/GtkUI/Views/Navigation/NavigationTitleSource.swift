/// A navigation container's title: the effective title of the first of its visible pages that has
/// one (a stack's top page; a split view's detail, then content, then sidebar column).
///
/// This is the one place the shown title is decided. The outermost container hands it to
/// ``NavigationWindowTitle``; a header bar can take it from there later.
@MainActor
final class NavigationTitleSource {
    /// The visible pages, most specific first; set by the container.
    var visiblePages: () -> [NavigationTitleScope] = { [] }

    /// The title to show, if any page has one.
    var title: NavigationTitle? {
        for page in visiblePages() {
            if let title = page.effectiveTitle { return title }
        }
        return nil
    }
}
