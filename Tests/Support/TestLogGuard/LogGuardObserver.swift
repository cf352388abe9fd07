import Foundation
import XCTest

/// Tells ``LogGuard`` which test is running, and reports messages it could not attribute at once.
final class LogGuardObserver: NSObject, XCTestObservation, @unchecked Sendable {
    func testCaseWillStart(_ testCase: XCTestCase) {
        LogGuard.currentTest = testCase
        // Messages from another thread or from between tests fail the next test, so they are seen.
        LogGuard.report(to: testCase)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        LogGuard.currentTest = nil
        LogGuard.lastTestName = testCase.name
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let pending = LogGuard.state.withLock { $0.pending }
        guard !pending.isEmpty else { return }
        // No test is left to fail, so the process does.
        for message in pending { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
        exit(1)
    }
}
