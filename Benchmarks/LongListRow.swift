import GtkUI

/// One row of the declarative long lists: the item's text, a check box and a button that raises
/// the item's counter in the model, as `ItemRow` does with its own state in the eager list.
struct LongListRow: View {
    let item: LongListItem
    let model: LongListModel
    @State private var isDone = false

    var body: some View {
        HStack {
            Text(item.text)
            Toggle("Done", isOn: $isDone)
            Button("Add") { [model, id = item.id] in model.items[id].count += 1 }
        }
    }
}

/// The root view of a declarative long list, built around a ``LongListModel``.
@MainActor
protocol LongListContent: View {
    /// The name used on the command line of the memory child.
    static var key: String { get }
    /// The column heading in the report.
    static var title: String { get }

    /// The list over `model.items`.
    init(model: LongListModel)
}
