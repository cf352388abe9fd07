/// A location for the element of a collection with a given id, as handed to the rows of
/// `ForEach($items) { $item in … }` and made by `$items[i]` for `Identifiable` elements.
///
/// The element is found by id on every read and write, so a binding follows its element when
/// others are inserted, removed or moved before it. When the element is gone, reads return the
/// last value seen and writes are dropped with one warning: a binding never traps and never
/// writes into another element.
///
/// Ids may repeat; the binding then finds the `occurrence`-th element with its id, matching the
/// identity `ForEach` gives repeated rows. The position where the element was last found is
/// tried first, so the common case costs one comparison, not a search.
final class IdentifiedElementLocation<Base: MutableCollection, ID: Hashable>: BindingLocation<Base.Element> {
    private let base: BindingLocation<Base>
    private let identify: (Base.Element) -> ID
    private let key: ID
    private let occurrence: Int
    /// Whether an element with the key at `hint` is taken as this one whatever its occurrence:
    /// true for `$items[i]`, which names a position and follows its element only once it moved.
    private let hintDecides: Bool
    private var hint: Base.Index
    private var lastValue: Base.Element
    private var warned = false

    /// A location for `element`, found at `index` with the `occurrence`-th use of its id.
    init(
        base: BindingLocation<Base>, element: Base.Element, at index: Base.Index, occurrence: Int,
        hintDecides: Bool = false, identify: @escaping (Base.Element) -> ID
    ) {
        self.base = base
        self.identify = identify
        key = identify(element)
        self.occurrence = occurrence
        self.hintDecides = hintDecides
        hint = index
        lastValue = element
    }

    override func get() -> Base.Element {
        let whole = base.get()
        if let index = position(in: whole) {
            hint = index
            lastValue = whole[index]
        }
        return lastValue
    }

    override func set(_ value: Base.Element) {
        modify { element in
            element = value
            return true
        }
    }

    override func modify(_ body: (inout Base.Element) -> Bool) {
        var found = false
        var written = false
        base.modify { whole in
            guard let index = position(in: whole) else { return false }
            found = true
            hint = index
            written = body(&whole[index])
            if written { lastValue = whole[index] }
            return written
        }
        guard found else {
            if !warned {
                warned = true
                Diagnostics.warn(
                    "GtkUI: a binding to the \(Base.Element.self) with id \(String(reflecting: key)) was written after "
                        + "that element was removed; the write is dropped")
            }
            return
        }
        // The source may adjust what it stores (a model's setter); remember what it kept.
        if written { _ = get() }
    }

    /// Where the element is now, if it is still there.
    private func position(in whole: Base) -> Base.Index? {
        if hintDecides || occurrence == 0, hint >= whole.startIndex, hint < whole.endIndex,
            identify(whole[hint]) == key
        {
            return hint
        }
        var seen = 0
        var index = whole.startIndex
        while index < whole.endIndex {
            if identify(whole[index]) == key {
                if seen == occurrence { return index }
                seen += 1
            }
            whole.formIndex(after: &index)
        }
        return nil
    }
}
