import GtkUI

/// The same list written by hand against GTK's C API: the yardstick for every row of the table.
///
/// It builds exactly the widget tree GtkUI builds for ``ItemList`` (same widget types, texts,
/// spacing and alignment; checked at start-up), and keeps an array of its rows the way an
/// imperative program would, to find the widget to change.
@MainActor
final class ImperativeList: ListUnderTest {
    static var label: String { "GTK by hand" }

    /// GtkUI's default stack spacing, in pixels.
    private static let spacing: Int32 = 8

    /// The widgets of one row.
    private struct Row {
        let box: WidgetPointer
        let label: WidgetPointer
        var title: String
        var count = 0
    }

    let listBox: WidgetPointer
    private var rows: [Row] = []
    private var preparedRow: Int?

    init(items: [Item]) {
        listBox = gtk_box_new(GTK_ORIENTATION_VERTICAL, Self.spacing)
        g_object_ref_sink(listBox.gObject)
        // GtkUI centres a host's root content that does not fill it, as a SwiftUI window does.
        gtk_widget_set_halign(listBox, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(listBox, GTK_ALIGN_CENTER)
        // Rows are built first and packed afterwards, as GtkUI does. Packing each row as soon as
        // it is built is about twice as slow at 10k rows: GtkBox walks its GList of children on
        // every add, and list nodes allocated between the rows' widgets are scattered in memory.
        rows = items.map(Self.makeRow)
        for row in rows {
            gtk_container_add(listBox.cast(), row.box)
        }
        gtk_widget_show(listBox)
    }

    var widget: WidgetPointer { listBox }

    /// A horizontal box with a label, a check button and a push button, each shown and aligned
    /// as GtkUI's stacks align them.
    private static func makeRow(_ item: Item) -> Row {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)!
        gtk_widget_show(box)
        let label = gtk_label_new(item.labelText(count: 0))!
        let check = gtk_check_button_new_with_label("Done")!
        let button = gtk_button_new_with_label("Add")!
        for child in [label, check, button] {
            gtk_widget_show(child)
            gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
            gtk_container_add(box.cast(), child)
        }
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        return Row(box: box, label: label, title: item.title)
    }

    func prepareRowChange(at index: Int) {
        preparedRow = index
    }

    /// Sets the new text on the row's label.
    func changeRow() {
        guard let index = preparedRow else { fatalError("Benchmarks: no row prepared") }
        rows[index].count += 1
        gtk_label_set_text(rows[index].label.cast(), "\(rows[index].title): \(rows[index].count)")
    }

    /// Sets the new text on the row's label.
    func setTitle(_ title: String, at index: Int) {
        rows[index].title = title
        gtk_label_set_text(rows[index].label.cast(), "\(title): \(rows[index].count)")
    }

    func insert(_ item: Item, at index: Int) {
        let row = Self.makeRow(item)
        gtk_container_add(listBox.cast(), row.box)
        gtk_box_reorder_child(listBox.cast(), row.box, Int32(index))
        rows.insert(row, at: index)
    }

    func move(from: Int, to: Int) {
        let row = rows.remove(at: from)
        gtk_box_reorder_child(listBox.cast(), row.box, Int32(to))
        rows.insert(row, at: to)
    }

    func remove(at index: Int) {
        let row = rows.remove(at: index)
        gtk_container_remove(listBox.cast(), row.box)
    }

    func tearDown() {
        rows.removeAll()
        preparedRow = nil
        g_object_unref(listBox.gObject)
    }
}
