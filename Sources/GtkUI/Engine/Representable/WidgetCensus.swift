/// Counts widgets created by representables until GTK finalises them, through a weak-reference
/// notify, so tests can prove that unmounting frees every widget.
@MainActor
enum WidgetCensus {
    static func track(_ widget: WidgetPointer) {
        Diagnostics.liveWidgets.increment()
        g_object_weak_ref(widget.gObject, { _, _ in Diagnostics.liveWidgets.decrement() }, nil)
    }
}
