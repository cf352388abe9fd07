/// What one `.navigationTitle` or `.navigationSubtitle` reports; nil parts leave the decision to
/// other modifiers of the same page.
struct NavigationTitle: Equatable {
    var title: String?
    var subtitle: String?

    /// This title with the parts it lacks taken from `outer`.
    func filled(from outer: NavigationTitle) -> NavigationTitle {
        NavigationTitle(title: title ?? outer.title, subtitle: subtitle ?? outer.subtitle)
    }
}
