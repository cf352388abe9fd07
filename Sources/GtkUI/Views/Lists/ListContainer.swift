/// What ``ListBehavior`` needs from its lazy container, besides its rows.
@MainActor
protocol ListContainer: ListRows {
    var box: WidgetPointer { get }
    var mountedRows: [LazyRowNode] { get }
    /// About how many rows fit on screen, for Page Up and Page Down.
    var visibleRowCount: Int { get }
    /// The row at `position` pixels along the container, with where it starts and its length.
    func row(atPosition position: Int) -> (index: Int, start: Int, length: Int)?
    @discardableResult func scroll(toIndex index: Int, anchor: UnitPoint?) -> Bool
}

extension LazyContainerNode: ListContainer {
    func selectionID(at index: Int) -> AnyHashable { rowTagOrID(at: index) }

    func trackedRead<T>(_ body: () -> T) -> T { tracked(body) }
}
