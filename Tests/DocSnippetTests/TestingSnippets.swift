import GtkUI

// The code of TestingYourViews.md.

/// The labels' texts under `widget`, in order: how a test finds what a view shows.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    if widget.isInstance(of: gtk_label_get_type()), let text = gtk_label_get_text(widget.cast()) {
        texts.append(String(cString: text))
    }
    if widget.isInstance(of: gtk_container_get_type()) {
        let children = gtk_container_get_children(widget.cast())
        var node = children
        while let current = node {
            if let child = current.pointee.data {
                texts += labelTexts(in: child.assumingMemoryBound(to: GtkWidget.self))
            }
            node = current.pointee.next
        }
        g_list_free(children)
    }
    return texts
}

@MainActor
func checkGreeting() -> Bool {
    let bodiesBefore = Diagnostics.bodyEvaluations.value
    let host = HostingWidget(rootView: Greeting(name: "test"))
    host.flushUpdates()
    let shown = labelTexts(in: host.widget).contains("Hello, test")

    host.rootView = Greeting(name: "again")
    host.flushUpdates()
    let updated = labelTexts(in: host.widget).contains("Hello, again")
    return shown && updated && Diagnostics.bodyEvaluations.value - bodiesBefore == 2
}
