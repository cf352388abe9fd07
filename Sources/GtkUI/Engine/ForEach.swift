import Foundation

/// Views made from a collection, one per element, identified by a key.
///
/// Rows are matched by key between updates: a row whose key stays keeps its state and widgets,
/// even when it moves.
///
/// Keys should be unique. When one repeats, every element is still shown in order, the repeat
/// logs one warning naming the key (once for the list's lifetime), and a repeated row's identity
/// is its key together with its occurrence: the second row with key `k` keeps its state as long
/// as it stays the second. SwiftUI leaves this case undefined.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The elements.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    /// Makes a row from its element and its occurrence of its key (0 unless keys repeat).
    let content: (Data.Element, Int) -> Content
    /// The caller's closure when it makes a row from the element alone, kept so an update can
    /// tell that it is the same capture-free code as before (see ``makesRows(like:)``).
    let elementContent: ((Data.Element) -> Content)?

    /// One view per element, keyed by the element's `id` key path.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = { element, _ in content(element) }
        elementContent = content
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, rowContent: @escaping (Data.Element, Int) -> Content) {
        self.data = data
        self.id = id
        content = rowContent
        elementContent = nil
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension ForEach: View {}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, keyed by the elements' `id`.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: ForEachKeyPaths.id(of: Data.Element.self), content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a constant range, keyed by the number.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ForEachNode(graph: graph, parent: parent, environment: environment, source: self)
    }
}

extension ForEach: KeyedRowSource {
    var rowCount: Int { data.count }

    func key(at offset: Int) -> ID {
        data[data.index(data.startIndex, offsetBy: offset)][keyPath: id]
    }

    func makeRow(at offset: Int, occurrence: Int) -> Content {
        content(data[data.index(data.startIndex, offsetBy: offset)], occurrence)
    }

    func sharedEnds(with kept: ContiguousArray<Data.Element>) -> (prefix: Int, suffix: Int) {
        let shared = data.withContiguousStorageIfAvailable { new in
            kept.withUnsafeBufferPointer { old in Self.sharedEnds(new, old) }
        }
        if let shared { return shared }
        let limit = min(data.count, kept.count)
        var prefix = 0
        while prefix < limit, element(at: prefix, isSameAs: kept[prefix]) { prefix += 1 }
        var suffix = 0
        while prefix + suffix < limit, element(at: data.count - 1 - suffix, isSameAs: kept[kept.count - 1 - suffix]) {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// ``sharedEnds(with:)`` over contiguous storage: a block of elements at a time with one
    /// `memcmp`, then element by element inside the first block that differs (padding between
    /// elements may differ where the elements do not).
    private nonisolated static func sharedEnds(
        _ new: UnsafeBufferPointer<Data.Element>, _ old: UnsafeBufferPointer<Data.Element>
    ) -> (prefix: Int, suffix: Int) {
        let limit = min(new.count, old.count)
        let size = MemoryLayout<Data.Element>.size
        let stride = MemoryLayout<Data.Element>.stride
        guard limit > 0, size > 0, let newBase = new.baseAddress, let oldBase = old.baseAddress else {
            return (limit, 0)
        }
        let newBytes = UnsafeRawPointer(newBase)
        let oldBytes = UnsafeRawPointer(oldBase)
        let block = 32
        func same(_ newIndex: Int, _ oldIndex: Int) -> Bool {
            memcmp(newBytes + newIndex * stride, oldBytes + oldIndex * stride, size) == 0
        }
        var prefix = 0
        while prefix + block <= limit,
            memcmp(newBytes + prefix * stride, oldBytes + prefix * stride, block * stride) == 0
        {
            prefix += block
        }
        while prefix < limit, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while prefix + suffix + block <= limit,
            memcmp(
                newBytes + (new.count - suffix - block) * stride, oldBytes + (old.count - suffix - block) * stride,
                block * stride) == 0
        {
            suffix += block
        }
        while prefix + suffix < limit, same(new.count - 1 - suffix, old.count - 1 - suffix) { suffix += 1 }
        return (prefix, suffix)
    }

    var rowCode: UInt? {
        guard let content = elementContent else { return nil }
        return Self.captureFreeCode(content)
    }

    func hasSameStorage(as previous: Self) -> Bool {
        guard data.count == previous.data.count else { return false }
        // The previous value keeps its storage alive, so an equal address is the same storage,
        // which no one can have changed: a write would have copied it first.
        let address = data.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
        guard let address, let address else { return false }
        return address == previous.data.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
    }

    func copyElements(_ range: Range<Int>) -> ContiguousArray<Data.Element> {
        var copies = ContiguousArray<Data.Element>()
        copies.reserveCapacity(range.count)
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        for _ in range {
            copies.append(data[index])
            index = data.index(after: index)
        }
        return copies
    }

    func element(at offset: Int, isSameAs kept: Data.Element) -> Bool {
        guard offset < data.count else { return false }
        return Self.sameBytes(data[data.index(data.startIndex, offsetBy: offset)], kept)
    }

    /// Whether two elements have the same bytes. Equal bytes are the same value (the same
    /// references, the same string storage); `==` is not used, as an element's `==` may compare
    /// its id alone. Not isolated, so its closures do not check the executor on every row.
    private nonisolated static func sameBytes(_ element: Data.Element, _ old: Data.Element) -> Bool {
        withUnsafeBytes(of: element) { new in
            withUnsafeBytes(of: old) { old in
                guard let new = new.baseAddress, let old = old.baseAddress else { return true }
                return memcmp(new, old, MemoryLayout<Data.Element>.size) == 0
            }
        }
    }

    /// The code address of `closure` when it captures nothing (its context is null), so that
    /// its result depends only on its argument and on state it reads.
    private static func captureFreeCode(_ closure: @escaping (Data.Element) -> Content) -> UInt? {
        withUnsafeBytes(of: closure) { bytes in
            guard bytes.count == 2 * MemoryLayout<UInt>.size else { return nil }
            let context = bytes.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
            return context == 0 ? bytes.load(as: UInt.self) : nil
        }
    }

    func reportDuplicate(_ key: ID) {
        Diagnostics.warn(
            "GtkUI: ForEach found the id \(String(reflecting: key)) more than once; every row is shown, and the "
                + "repeats are told apart by their order among the rows with that id. Give each element a unique id."
        )
    }
}
