// The one umbrella header for GTK 3 and the GLib pieces GtkUI uses directly.
#include <gtk/gtk.h>
#include <glib-unix.h>
