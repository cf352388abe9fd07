// WebKitGTK's web view (API 4.1, GTK 3).
#include <webkit2/webkit2.h>
