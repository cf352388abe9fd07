/// The children of a ``Layout``, in order: a collection of ``LayoutSubview``.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A range of the subviews is subviews too.
    public typealias SubSequence = LayoutSubviews
    /// One subview.
    public typealias Element = LayoutSubview
    /// A position in the collection.
    public typealias Index = Int

    let elements: ArraySlice<LayoutSubview>

    /// The direction of the environment the layout is in.
    public let layoutDirection: LayoutDirection

    init(_ elements: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    /// The position of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// The position past the last subview.
    public var endIndex: Int { elements.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }

    /// The subviews in `bounds`, keeping their positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements[bounds], layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order, counted from zero.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(ArraySlice(indices.map { elements[$0] }), layoutDirection: layoutDirection)
    }

    /// Equal when they hold the same subviews in the same order.
    public static func == (left: LayoutSubviews, right: LayoutSubviews) -> Bool {
        left.elements.elementsEqual(right.elements)
    }
}
