import GtkUI

/// A readable description of a mounted GTK widget tree: type names, texts and toggle states,
/// in order. Two trees with the same description look and behave the same to a user.
@MainActor
enum WidgetTree {
    static func describe(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var lines: [String] = []
        describe(widget, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + widget.typeName
        if widget.isInstance(of: gtk_label_get_type()) {
            line += " \"\(String(cString: gtk_label_get_text(widget.cast())))\""
        }
        if widget.isInstance(of: gtk_entry_get_type()) {
            line += " \"\(String(cString: gtk_entry_get_text(widget.cast())))\""
        }
        if widget.isInstance(of: gtk_toggle_button_get_type()) {
            line += gtk_toggle_button_get_active(widget.cast()) != 0 ? " [on]" : " [off]"
        }
        lines.append(line)
        for child in children(of: widget) {
            describe(child, depth: depth + 1, into: &lines)
        }
    }

    /// The direct children of a container widget, in order.
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard widget.isInstance(of: gtk_container_get_type()) else { return [] }
        let list = gtk_container_get_children(widget.cast())
        defer { g_list_free(list) }
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var item = list
        while let node = item {
            if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            item = node.pointee.next
        }
        return result
    }

    /// Every label text below `widget`, depth first.
    static func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if widget.isInstance(of: gtk_label_get_type()) {
            texts.append(String(cString: gtk_label_get_text(widget.cast())))
        }
        for child in children(of: widget) { texts += labels(in: child) }
        return texts
    }

    /// The first widget below `widget` (itself included) of GType `type`.
    static func first(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if widget.isInstance(of: type) { return widget }
        for child in children(of: widget) {
            if let found = first(type, in: child) { return found }
        }
        return nil
    }

    /// Every widget below `widget` (itself included) of GType `type`, depth first.
    static func all(_ type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = widget.isInstance(of: type) ? [widget] : []
        for child in children(of: widget) { found += all(type, in: child) }
        return found
    }

    /// The button below `widget` whose only label reads `label`; stops the test if there is none.
    static func button(_ label: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkButton> {
        let match = all(gtk_button_get_type(), in: widget).first { labels(in: $0) == [label] }
        guard let match else { fatalError("no button labelled \(label) in\n\(describe(widget))") }
        return match.cast()
    }
}
