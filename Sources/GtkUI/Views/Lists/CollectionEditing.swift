import Foundation

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move), keeping their order: what a list's `onMove` passes, as with
    /// SwiftUI's method of the same name.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 >= 0 && $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let insertion = destination - source.count(in: 0..<Swift.max(0, Swift.min(destination, count)))
        remove(atOffsets: source)
        let clamped = Swift.max(0, Swift.min(insertion, count))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: clamped))
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets`: what a list's `onDelete` passes, as with SwiftUI's
    /// method of the same name. Offsets outside the collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
