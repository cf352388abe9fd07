/// The data of a `ForEach` over a binding, `ForEach($items) { $item in … }`: each element is an
/// index of the bound collection together with the id of the element there.
///
/// Users do not make one; it appears only as the `Data` of such a `ForEach`, as in SwiftUI.
public struct IndexedIdentifierCollection<Base: MutableCollection & RandomAccessCollection, ID: Hashable>:
    RandomAccessCollection
{
    /// The bound collection's value when the `ForEach` was made.
    let base: Base
    let id: KeyPath<Base.Element, ID>

    /// The first index of the bound collection.
    public var startIndex: Base.Index { base.startIndex }
    /// The bound collection's past-the-end index.
    public var endIndex: Base.Index { base.endIndex }

    /// The index and the id of the element at `position`.
    public subscript(position: Base.Index) -> (index: Base.Index, id: ID) {
        (position, base[position][keyPath: id])
    }

    /// The index after `index`.
    public func index(after index: Base.Index) -> Base.Index { base.index(after: index) }
    /// The index before `index`.
    public func index(before index: Base.Index) -> Base.Index { base.index(before: index) }
    /// The index `distance` steps from `index`.
    public func index(_ index: Base.Index, offsetBy distance: Int) -> Base.Index {
        base.index(index, offsetBy: distance)
    }
    /// The number of steps from `start` to `end`.
    public func distance(from start: Base.Index, to end: Base.Index) -> Int { base.distance(from: start, to: end) }
}
