/// A location for one position of a collection at another location, as made by `$items[i]`.
///
/// A binding made for a row can outlive the element it was made for: a row's text field may
/// write once more after its element was removed in the same turn. Such a write must neither
/// trap (the index is past the end) nor land in the element that moved into the position (the
/// neighbour of a removed middle element). So a read remembers the element it saw, and a write
/// goes through only while the position still holds that element: it is in range and, for
/// `Equatable` elements, still equal to what this binding last read or wrote. Otherwise the write
/// is dropped with one warning, and reads return the last value seen.
///
/// Elements that are `Identifiable` are followed by id instead (``IdentifiedElementLocation``).
/// Elements that are neither `Identifiable` nor `Equatable` are checked for range only.
final class IndexLocation<Base: MutableCollection>: BindingLocation<Base.Element> {
    private let base: BindingLocation<Base>
    private let index: Base.Index
    /// The element this binding last read or wrote; nil only when it was made out of range.
    private var lastValue: Base.Element?
    private var warned = false

    /// Reads the element once, so later reads and writes can tell whether the position still
    /// holds it. Made inside a body, this read makes that view depend on the collection: at worst
    /// an extra evaluation, never a wrong value.
    init(base: BindingLocation<Base>, index: Base.Index) {
        self.base = base
        self.index = index
        let whole = base.get()
        if Self.contains(index, in: whole) { lastValue = whole[index] }
    }

    override func get() -> Base.Element {
        let whole = base.get()
        if Self.contains(index, in: whole) {
            lastValue = whole[index]
            return whole[index]
        }
        if let lastValue { return lastValue }
        warnGone()
        guard let first = whole.first else {
            fatalError("GtkUI: a binding to element \(index) of an empty \(Base.self) was read; it never existed")
        }
        return first
    }

    override func set(_ value: Base.Element) {
        modify { element in
            element = value
            return true
        }
    }

    override func modify(_ body: (inout Base.Element) -> Bool) {
        var gone = false
        var written = false
        base.modify { whole in
            guard Self.contains(index, in: whole), isUnchanged(whole[index]) else {
                gone = true
                return false
            }
            written = body(&whole[index])
            if written { lastValue = whole[index] }
            return written
        }
        if gone { warnGone() }
        guard written else { return }
        // The source may adjust what it stores (a model's setter); remember what it kept.
        let whole = base.get()
        if Self.contains(index, in: whole) { lastValue = whole[index] }
    }

    /// Whether `element` is still the one this binding saw (as far as equality can tell).
    private func isUnchanged(_ element: Base.Element) -> Bool {
        guard let lastValue, let seen = lastValue as? any Equatable else { return true }
        return seen.isEqual(to: element)
    }

    private func warnGone() {
        guard !warned else { return }
        warned = true
        Diagnostics.warn(
            "GtkUI: a binding to element \\(index) of a \\(Base.self) was written after that element was removed or "
                + "replaced; the write is dropped (make the row's binding with ForEach($items) to follow elements by id)"
        )
    }

    static func contains(_ index: Base.Index, in whole: Base) -> Bool {
        index >= whole.startIndex && index < whole.endIndex
    }
}
