#include "CGtkShim.h"

void gtkui_warning(const char *message) {
    g_log("GtkUI", G_LOG_LEVEL_WARNING, "%s", message);
}

GtkWidget *gtkui_message_dialog_new(GtkWindow *parent, GtkMessageType type, const char *title, const char *message) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_DESTROY_WITH_PARENT, type, GTK_BUTTONS_NONE, "%s", title);
    if (message && message[0] != '\0') {
        gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", message);
    }
    return dialog;
}

GtkWidget *gtkui_dialog_action_area(GtkDialog *dialog) {
    // Deprecated since 3.12 only in favour of adding buttons one by one, which is no way to place
    // a row of views; the area itself is still the dialog's button row.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkWidget *area = gtk_dialog_get_action_area(dialog);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return area;
}
