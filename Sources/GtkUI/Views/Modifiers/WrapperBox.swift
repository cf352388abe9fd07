import CGtkShim

/// The plain boxes that modifiers and readers wrap their content in.
///
/// Files here that import Foundation also import CGtkShim: with Swift 6.3, a compile batch holding a
/// file that imports Foundation and none that imports CGtkShim no longer sees GTK's enum constants
/// (`GTK_ORIENTATION_VERTICAL`) in any of its files.
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
