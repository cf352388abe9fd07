/// The kept part of a ``NavigationSplitView``: each column's title scope and width requests, and
/// where the sidebar's links show their destinations (the detail column).
@MainActor
final class NavigationSplitModel: NavigationTarget {
    /// The view shown in place of the detail; set by each evaluation of the split view's body.
    var shownDetail: Binding<NavigationShownDetail?>?
    /// The title this split view shows: its most specific visible column's.
    let titles = NavigationTitleSource()
    /// The title scope of each column: sidebar, content, detail.
    let columns = [NavigationTitleScope(), NavigationTitleScope(), NavigationTitleScope()]
    /// The width each column's views ask for (``NavigationColumnWidthKey``).
    private(set) var widths: [NavigationColumnWidth?] = [nil, nil, nil]
    /// Set by the coordinator: applies a column's new width.
    var widthChanged: ((Int) -> Void)?
    private var nextDetailID = 0

    /// Takes the width that the views of column `index` ask for.
    func setWidth(_ width: NavigationColumnWidth?, of index: Int) {
        guard widths[index] != width else { return }
        widths[index] = width
        widthChanged?(index)
    }

    override func push(view: AnyView) {
        nextDetailID += 1
        shownDetail?.wrappedValue = NavigationShownDetail(id: nextDetailID, view: view)
    }

    override func present(view: AnyView, onDismiss: (@MainActor () -> Void)?) -> Int? {
        push(view: view)
        return nextDetailID
    }

    /// Gives the detail column back its own content, when `id` is still shown.
    override func dismiss(_ id: Int) {
        guard shownDetail?.wrappedValue?.id == id else { return }
        shownDetail?.wrappedValue = nil
    }

    /// Shows the destination registered for the value's type in the detail column. With none,
    /// nothing happens and nothing is said: a sidebar list whose selection the link's tag sets
    /// is the usual way its detail changes.
    override func push(value: AnyHashable) {
        guard let view = destination(for: value) else { return }
        push(view: view)
    }
}
