// Every test file here sees LogCapture, and the log guard is linked into the test process.
@_exported import TestLogGuard
