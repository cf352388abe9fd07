/// A row of a ``Grid``: each child is a cell, left to right, in the grid's columns.
public struct GridRow<Content: View> {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells the closure builds; `alignment` overrides the grid's vertical alignment
    /// for them.
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A marker starting the row, then the cells. The grid sees one flat list of widgets, so the
    /// marker (an empty widget it never attaches) is how it tells where a row begins.
    @ViewBuilder @MainActor public var body: some View {
        PlacementMarker().containerValue(\.gridRowStart, true)
        content.containerValue(\.gridRowMember, GridRowMember(alignment: alignment))
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension GridRow: View {}

/// Marks the cells of a ``GridRow``, with the row's alignment.
struct GridRowMember: Equatable {
    var alignment: VerticalAlignment?
}

private struct GridRowStartKey: ContainerValueKey {
    static let defaultValue = false
}

private struct GridRowMemberKey: ContainerValueKey {
    static let defaultValue: GridRowMember? = nil
}

private struct GridCellColumnsKey: ContainerValueKey {
    static let defaultValue = 1
}

extension ContainerValues {
    /// Whether this child starts a ``GridRow``.
    var gridRowStart: Bool {
        get { self[GridRowStartKey.self] }
        set { self[GridRowStartKey.self] = newValue }
    }

    /// The row this child is a cell of; nil for a child of the grid itself.
    var gridRowMember: GridRowMember? {
        get { self[GridRowMemberKey.self] }
        set { self[GridRowMemberKey.self] = newValue }
    }

    /// How many columns this cell spans.
    var gridCellColumns: Int {
        get { self[GridCellColumnsKey.self] }
        set { self[GridCellColumnsKey.self] = newValue }
    }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns. A count below 1 spans one column,
    /// with one warning.
    public func gridCellColumns(_ count: Int) -> some View {
        containerValue(\.gridCellColumns, count)
    }
}
