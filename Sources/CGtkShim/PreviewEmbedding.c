// GTK 3's XEMBED socket and plug, for the preview window: each preview runs in a child process
// whose plug shows inside the window's socket, so a preview that crashes or hangs takes only its
// own process down. gtkx.h is not in the umbrella header because it pulls in Xlib.
#include "CGtkShim.h"
#include <gtk/gtkx.h>
#include <signal.h>
#include <sys/prctl.h>

gboolean gtkui_display_is_x11(void) {
    GdkDisplay *display = gdk_display_get_default();
    return display != NULL && GDK_IS_X11_DISPLAY(display);
}

GtkWidget *gtkui_socket_new(void) { return gtk_socket_new(); }

unsigned long gtkui_socket_get_id(GtkWidget *socket) { return (unsigned long)gtk_socket_get_id(GTK_SOCKET(socket)); }

GtkWidget *gtkui_plug_new(unsigned long socket_id) { return gtk_plug_new((Window)socket_id); }

void gtkui_end_with_parent(void) { prctl(PR_SET_PDEATHSIG, SIGTERM); }
