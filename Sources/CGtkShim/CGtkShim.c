#include "CGtkShim.h"

void gtkui_warning(const char *message) {
    g_log("GtkUI", G_LOG_LEVEL_WARNING, "%s", message);
}
