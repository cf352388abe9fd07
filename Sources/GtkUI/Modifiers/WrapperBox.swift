import CGtkShim

/// The plain boxes that modifiers and readers wrap their content in. (Kept apart from files that
/// import Foundation: in some batch orders Swift 6.3 then fails to see GTK's enum constants.)
@MainActor
enum WrapperBox {
    /// A vertical `GtkBox` without spacing.
    static func make() -> UnsafeMutablePointer<GtkBox> {
        gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!.cast()
    }

    /// A vertical box, flexible both ways, that puts inflexible children at its leading edge.
    static func makeFlexibleLeading() -> UnsafeMutablePointer<GtkBox> {
        let box = make()
        gtk_widget_set_hexpand(box.cast(), 1)
        gtk_widget_set_vexpand(box.cast(), 1)
        ChildAlignment.set(on: box.cast(), horizontal: GTK_ALIGN_START, vertical: nil)
        return box
    }
}
