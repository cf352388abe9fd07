/// A table's data with the collection's type erased: element `i` from the start, found in
/// constant time, so wrapping 100,000 rows costs nothing.
struct TableRowCollection<Element>: RandomAccessCollection {
    let count: Int
    private let element: (Int) -> Element

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Element {
        count = data.count
        let start = data.startIndex
        element = { data[data.index(start, offsetBy: $0)] }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element { element(position) }
}
