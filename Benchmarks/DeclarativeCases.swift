import GtkUI
import Observation

/// The list's data, owned outside the view tree and changed from outside, as an app's model
/// would be.
@Observable
final class ListModel {
    /// The rows, in order.
    var items: [Item]

    init(items: [Item]) {
        self.items = items
    }
}

/// One row: its own counter in a label, a check box, and a button that raises the counter.
struct ItemRow: View {
    let item: Item
    @State private var count = 0
    @State private var isDone = false

    var body: some View {
        HStack {
            Text(item.labelText(count: count))
            Toggle("Done", isOn: $isDone)
            Button("Add") { count += 1 }
        }
    }
}

/// All rows of the model, keyed by item id, in a vertical stack.
struct ItemList: View {
    let model: ListModel

    var body: some View {
        VStack {
            ForEach(model.items) { item in
                ItemRow(item: item)
            }
        }
    }
}

/// The list built with GtkUI: an ``ItemList`` in a ``HostingWidget``, changed through its model
/// (keyed changes) or through a row's own button (row-local state).
@MainActor
final class DeclarativeList: ListUnderTest {
    static var label: String { "GtkUI" }

    private let model: ListModel
    private var host: HostingWidget<ItemList>?
    private var preparedButton: WidgetPointer?

    init(items: [Item]) {
        model = ListModel(items: items)
        host = HostingWidget(rootView: ItemList(model: model))
    }

    var widget: WidgetPointer {
        guard let host else { fatalError("Benchmarks: the list was torn down") }
        return host.widget
    }

    /// The host's root box holds the `VStack`'s box.
    var listBox: WidgetPointer {
        guard let box = WidgetTree.child(of: widget, at: 0) else { fatalError("Benchmarks: the host is empty") }
        return box
    }

    func prepareRowChange(at index: Int) {
        guard let row = WidgetTree.child(of: listBox, at: index),
            let button = WidgetTree.child(of: row, at: 2), button.isInstance(of: gtk_button_get_type())
        else { fatalError("Benchmarks: row \(index) has no button") }
        preparedButton = button
    }

    /// Clicks the row's own button (its action raises the row's `@State`), then runs the update.
    func changeRow() {
        guard let preparedButton else { fatalError("Benchmarks: no row prepared") }
        gtk_button_clicked(preparedButton.cast())
        host?.flushUpdates()
    }

    /// Changes one element's field in the model's array, then runs the update.
    func setTitle(_ title: String, at index: Int) {
        model.items[index].title = title
        host?.flushUpdates()
    }

    func insert(_ item: Item, at index: Int) {
        model.items.insert(item, at: index)
        host?.flushUpdates()
    }

    func move(from: Int, to: Int) {
        var items = model.items
        let item = items.remove(at: from)
        items.insert(item, at: to)
        model.items = items
        host?.flushUpdates()
    }

    func remove(at index: Int) {
        model.items.remove(at: index)
        host?.flushUpdates()
    }

    func tearDown() {
        preparedButton = nil
        host = nil
    }
}
