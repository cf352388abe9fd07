/// Views made from a collection, one per element, identified by a key.
///
/// Rows are matched by key between updates: a row whose key stays keeps its state and widgets,
/// even when it moves.
///
/// Keys should be unique. When one repeats, every element is still shown in order, the repeat
/// logs one warning naming the key (once for the list's lifetime), and a repeated row's identity
/// is its key together with its occurrence: the second row with key `k` keeps its state as long
/// as it stays the second. SwiftUI leaves this case undefined.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    /// Makes a row from its element and its occurrence of its key (0 unless keys repeat).
    let content: (Data.Element, Int) -> Content

    /// One view per element, keyed by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = { element, _ in content(element) }
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, rowContent: @escaping (Data.Element, Int) -> Content) {
        self.data = data
        self.id = id
        content = rowContent
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, keyed by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a constant range, keyed by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ForEachNode(graph: graph, parent: parent, environment: environment, source: self)
    }
}

extension ForEach: KeyedRowSource {
    func forEachRow(_ body: (ID, (Int) -> Content) -> Void) {
        for element in data {
            body(element[keyPath: id]) { content(element, $0) }
        }
    }

    func reportDuplicate(_ key: ID) {
        Diagnostics.warn(
            "GtkUI: ForEach found the id \(String(reflecting: key)) more than once; every row is shown, and the "
                + "repeats are told apart by their order among the rows with that id. Give each element a unique id."
        )
    }
}
