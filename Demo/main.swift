import GtkUI

// The seed of the Demo: a window with a label and a button, wired through the signal bridge.
GtkRuntime.initializeOrExit()

let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "GtkUI Demo")
gtk_window_set_default_size(window.cast(), 360, 200)

let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
gtk_container_set_border_width(box.cast(), 24)
let label = gtk_label_new("Clicked 0 times")!
let button = gtk_button_new_with_label("Click me")!
gtk_box_pack_start(box.cast(), label, 1, 1, 0)
gtk_box_pack_start(box.cast(), button, 0, 0, 0)
gtk_container_add(window.cast(), box)

var clicks = 0
Signals.connect(button, "clicked") { _ in
    clicks += 1
    gtk_label_set_text(label.cast(), "Clicked \(clicks) time\(clicks == 1 ? "" : "s")")
}
Signals.connect(window, "destroy") { _ in GtkRuntime.quit() }

gtk_widget_show_all(window)
GtkRuntime.run()
