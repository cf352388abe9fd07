/// One row of the long list: a key, a title, a counter shown after the title and a done flag.
///
/// Every implementation shows the same text for it (`"Item 42: 0"`), so the row that a label
/// or a tree-view row shows can be read back from its text.
struct LongListItem: Identifiable, Equatable {
    /// The row's key, which is also its index in the list (the benchmark never reorders).
    let id: Int
    /// The row's title.
    let title: String
    /// How often the row's text was changed; shown after the title.
    var count = 0
    /// The state of the row's check box.
    var isDone = false

    /// The row's text, as every implementation shows it.
    var text: String { "\(title): \(count)" }

    /// Items `0..<count`, titled "Item 0", "Item 1", …
    static func sample(count: Int) -> [LongListItem] {
        (0..<count).map { LongListItem(id: $0, title: "Item \($0)") }
    }

    /// The item number in a row text such as `"Item 42: 7"`, or nil for any other text (such as
    /// a check box's "Done").
    static func itemNumber(inText text: String) -> Int? {
        guard text.hasPrefix("Item "), let colon = text.firstIndex(of: ":") else { return nil }
        return Int(text[text.index(text.startIndex, offsetBy: 5)..<colon])
    }
}
