/// The column of control titles in one ``Form``: a horizontal `GtkSizeGroup` that gives every
/// title label the width of the widest, so the controls beside them line up.
@MainActor
final class FormTitleColumn: Equatable {
    /// Made on first use: a form's state may be created and dropped without being mounted.
    private var group: GObjectReference<GtkSizeGroup>?

    nonisolated init() {}

    /// Adds `label` to the column; the group keeps its own reference until the label goes.
    func add(_ label: WidgetPointer) {
        let group = group ?? GObjectReference(adopting: gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL))
        self.group = group
        gtk_size_group_add_widget(group.pointer, label)
    }

    nonisolated static func == (lhs: FormTitleColumn, rhs: FormTitleColumn) -> Bool { lhs === rhs }
}

private struct FormTitleColumnKey: EnvironmentKey {
    static let defaultValue: FormTitleColumn? = nil
}

extension EnvironmentValues {
    /// The title column of the enclosing ``Form``.
    var formTitleColumn: FormTitleColumn? {
        get { self[FormTitleColumnKey.self] }
        set { self[FormTitleColumnKey.self] = newValue }
    }
}

/// The title of a control in a form row: a start-aligned label in the form's title column.
struct FormTitle: GtkWidgetRepresentable {
    let title: String

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        let label: UnsafeMutablePointer<GtkLabel> = gtk_label_new(nil)!.cast()
        gtk_label_set_xalign(label, 0)
        context.environment.formTitleColumn?.add(label.cast())
        return label
    }

    func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        if String(cString: gtk_label_get_text(label)) != title { gtk_label_set_text(label, title) }
        FontAttributes.apply(FontAttributes.resolve(context.environment), to: label)
    }
}
