/// The navigation title of a host's content outside any navigation container: the
/// ``NavigationTitleKey`` value read at the host's root, shown on the window the host is in.
///
/// Only the parts that views set are applied (a `.navigationSubtitle` alone leaves the title to
/// whatever else sets it), and a part that views stop setting gives the window its own back. The
/// host may be put in a window after mounting, or moved to another one: the title follows.
@MainActor
final class HostNavigationTitle {
    /// The host's root widget; the host owns it and this object both.
    private let widget: WidgetPointer
    /// What views set, as last applied.
    private var applied = NavigationTitle()
    private var hierarchyConnection: SignalConnection?

    init(widget: WidgetPointer) {
        self.widget = widget
    }

    /// Shows `title`, the combined value of the host's title modifiers (nil when none is left).
    func show(_ title: NavigationTitle?) {
        let title = title ?? NavigationTitle()
        // The parts set now, and those set before that are now gone and must be restored.
        let owner = NavigationTitle(
            title: title.title != nil || applied.title != nil ? "" : nil,
            subtitle: title.subtitle != nil || applied.subtitle != nil ? "" : nil)
        applied = title
        NavigationWindowTitle.apply(parts: title, of: owner, near: widget)
        if hierarchyConnection == nil, title.title != nil || title.subtitle != nil {
            hierarchyConnection = Signals.connect(widget, "hierarchy-changed") { [weak self] _ in
                guard let self else { return }
                NavigationWindowTitle.apply(parts: self.applied, of: self.applied, near: self.widget)
            }
        }
    }

    /// Gives the window its own title back, for a host whose content goes away.
    func end() {
        show(nil)
        hierarchyConnection?.disconnect()
        hierarchyConnection = nil
    }
}
