/// A location for one position of a collection at another location, as made by `$items[i]`.
///
/// A binding made for a row can outlive the element it was made for: a row's text field may
/// write once more after its element was removed in the same turn. Such a write must neither
/// trap (the index is past the end) nor land in the element that moved into the position (the
/// neighbour of a removed middle element). So a read remembers the element it saw, and a write
/// goes through only while the position still holds that element: it is in range and, for
/// `Equatable` elements, still equal to what this binding last read or wrote. Otherwise the write
/// is dropped with one warning, and reads return the last value seen. A binding made for a
/// position that was already out of range reads an empty value (nil, zero, false, "" or an empty
/// collection) where the element type has one.
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
        // Made out of range: a row evaluated after its element went. Any defined value beats a trap.
        warn("read, but there is no such element; it reads as an empty value")
        if let empty = Self.emptyValue() {
            lastValue = empty
            return empty
        }
        if let first = whole.first { return first }
        fatalError("GtkUI: a binding to element \(index) of an empty \(Base.self) was read; it never existed")
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
        if gone {
            warn("written after that element was removed or replaced; the write is dropped")
        }
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

    private func warn(_ what: String) {
        guard !warned else { return }
        warned = true
        Diagnostics.warn(
            "GtkUI: a binding to element \(index) of a \(Base.self) was \(what) (ForEach($items) gives rows "
                + "bindings that follow their element by id)")
    }

    /// An empty value of the element type where there is an obvious one: nil, zero, false, an
    /// empty string or collection.
    private static func emptyValue() -> Base.Element? {
        if let type = Base.Element.self as? any ExpressibleByNilLiteral.Type {
            return type.init(nilLiteral: ()) as? Base.Element
        }
        if let type = Base.Element.self as? any RangeReplaceableCollection.Type {
            return type.init() as? Base.Element
        }
        if let type = Base.Element.self as? any AdditiveArithmetic.Type {
            return type.zero as? Base.Element
        }
        return false as? Base.Element
    }

    static func contains(_ index: Base.Index, in whole: Base) -> Bool {
        index >= whole.startIndex && index < whole.endIndex
    }
}
