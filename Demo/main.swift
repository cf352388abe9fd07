import GtkUI

// The Demo: an ordinary GTK window whose content is a declarative view tree.
GtkRuntime.initializeOrExit()

let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
gtk_window_set_title(window.cast(), "GtkUI Demo")
gtk_window_set_default_size(window.cast(), 520, 640)

let host = HostingWidget(rootView: DemoView())
gtk_container_add(window.cast(), host.widget)
Signals.connect(window, "destroy") { _ in GtkRuntime.quit() }

gtk_widget_show_all(window)
GtkRuntime.run()
