#include "CTestLogGuard.h"

// GLib accepts one log writer per process and only before the first message, and XCTest on Linux
// has no hook that runs before the first test, so the guard starts as the binary loads.
__attribute__((constructor)) static void gtkui_test_log_guard_constructor(void) { gtkui_test_log_guard_start(); }
