/// Views made from a collection, one per element, identified by a key.
///
/// Rows are matched by key between updates: a row whose key stays keeps its state and widgets,
/// even when it moves. Duplicate keys log one warning naming the key; only the first row with
/// that key is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// One view per element, keyed by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
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
        KeyedListNode(graph: graph, parent: parent, environment: environment, source: self)
    }
}

extension ForEach: KeyedRowSource {
    func forEachRow(_ body: (ID, () -> Content) -> Void) {
        for element in data {
            body(element[keyPath: id]) { content(element) }
        }
    }

    func reportDuplicate(_ key: ID) {
        Diagnostics.warn(
            "GtkUI: ForEach found the id \(String(reflecting: key)) more than once; only the first row with that id is shown"
        )
    }
}
