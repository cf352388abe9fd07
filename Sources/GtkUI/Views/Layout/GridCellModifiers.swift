import Foundation

private struct GridColumnAlignmentKey: ContainerValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

private struct GridCellAnchorKey: ContainerValueKey {
    static let defaultValue: UnitPoint? = nil
}

private struct GridCellUnsizedAxesKey: ContainerValueKey {
    static let defaultValue: Axis.Set = []
}

extension ContainerValues {
    /// The horizontal alignment this cell asks for its whole column.
    var gridColumnAlignment: HorizontalAlignment? {
        get { self[GridColumnAlignmentKey.self] }
        set { self[GridColumnAlignmentKey.self] = newValue }
    }

    /// The point of the cell and of its view that the grid lines up, instead of guides.
    var gridCellAnchor: UnitPoint? {
        get { self[GridCellAnchorKey.self] }
        set { self[GridCellAnchorKey.self] = newValue }
    }

    /// The axes along which the cell takes the size its row or column has, without asking for one.
    var gridCellUnsizedAxes: Axis.Set {
        get { self[GridCellUnsizedAxesKey.self] }
        set { self[GridCellUnsizedAxesKey.self] = newValue }
    }
}

extension View {
    /// Aligns every cell of this cell's column by `guide`, overriding the grid's horizontal
    /// alignment there. Set it on one cell of the column (the first row's, usually); when cells
    /// of one column disagree, the first row's wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        containerValue(\.gridColumnAlignment, guide)
    }

    /// Places this cell by `anchor` rather than by the grid's guides: the grid lines up that
    /// point of the view with the same point of its cell (`.topLeading` puts the view in the
    /// cell's top leading corner).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        containerValue(\.gridCellAnchor, anchor)
    }

    /// Makes a flexible cell (a ``Color``, a ``Divider``, a ``Spacer``) take the width or height
    /// the other cells give its column or row, along `axes`, instead of asking for more.
    ///
    /// In a ``GridLayout`` the cell does not count when its column or row is sized. In a ``Grid``
    /// (a `GtkGrid`) the cell stops expanding along `axes` and fills its cell there, so GTK's
    /// natural size of the view (small for these views) still counts.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        containerValue(\.gridCellUnsizedAxes, axes)
    }
}
