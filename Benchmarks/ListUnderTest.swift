import GtkUI

/// One row's data: a stable key and the text its label starts with.
struct Item: Identifiable, Equatable {
    /// The row's key.
    let id: Int
    /// The row's title; the model part changes it through the model.
    var title: String

    /// Items `0..<count`, titled "Item 0", "Item 1", …
    static func sample(count: Int) -> [Item] {
        (0..<count).map { Item(id: $0, title: "Item \($0)") }
    }

    /// The text of the row's label after its counter was raised `count` times.
    func labelText(count: Int) -> String {
        "\(title): \(count)"
    }
}

/// A list of rows (label, check button, push button) built either with GtkUI or by hand, with
/// the operations the benchmark times on it.
///
/// Creating the value is the engine part of a mount; ``widget`` then goes into a window.
@MainActor
protocol ListUnderTest: AnyObject {
    /// Shown in reports.
    static var label: String { get }

    /// Builds the widgets for `items`.
    init(items: [Item])

    /// The widget to put into a window.
    var widget: WidgetPointer { get }

    /// The vertical `GtkBox` holding one horizontal `GtkBox` per row.
    var listBox: WidgetPointer { get }

    /// Finds what ``changeRow()`` needs for the row at `index`; not timed.
    func prepareRowChange(at index: Int)

    /// Raises the prepared row's counter by one and brings its label up to date.
    func changeRow()

    /// Changes the title of the item at `index` (through the model, for GtkUI) and brings its
    /// label up to date.
    func setTitle(_ title: String, at index: Int)

    /// Inserts a row for `item` at `index`.
    func insert(_ item: Item, at index: Int)

    /// Moves the row at `from` so that it ends up at `to`.
    func move(from: Int, to: Int)

    /// Removes the row at `index`.
    func remove(at index: Int)

    /// Lets go of the list before its window is destroyed.
    func tearDown()
}
