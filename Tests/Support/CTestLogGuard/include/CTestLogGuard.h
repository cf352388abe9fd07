#ifndef GTKUI_CTESTLOGGUARD_H
#define GTKUI_CTESTLOGGUARD_H

/// Installs the tests' GLib log writer and their XCTest observer. Defined in Swift (TestLogGuard);
/// called once, by a constructor, as the test process loads and before GTK logs anything.
void gtkui_test_log_guard_start(void);

#endif
