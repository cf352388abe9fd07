import XCTest

/// A failed query or action: what was asked, and what is there instead.
///
/// GtkUITesting reports failures the way `XCTAssert` does: as an XCTest failure at the line of
/// the test that made the query, and the test goes on. A failed query returns a missing
/// ``Element``; actions on it do nothing and its readers return nil or false, so one mistake
/// gives one failure. To handle failures yourself, run the code inside
/// ``withThrownFailures(_:)``: the failures are then thrown instead.
public struct UITestFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with the elements that are there.
    public let message: String
    /// The test file that made the failing call.
    public let file: String
    /// The line of the failing call.
    public let line: UInt

    /// The message.
    public var description: String { message }

    /// Where failures go: XCTest, or the innermost ``withThrownFailures(_:)``.
    @MainActor private static var collectors: [[UITestFailure]] = []

    /// Records `message` as a failure of the running test at `file`:`line`, or collects it.
    @MainActor
    static func record(_ message: String, file: StaticString, line: UInt) {
        guard !collectors.isEmpty else {
            XCTFail(message, file: file, line: line)
            return
        }
        collectors[collectors.count - 1].append(UITestFailure(message: message, file: "\(file)", line: line))
    }

    /// Starts collecting failures instead of recording them, until the matching ``endCollecting()``.
    @MainActor
    static func beginCollecting() {
        collectors.append([])
    }

    /// Stops the innermost collection and returns its failures.
    @MainActor
    static func endCollecting() -> [UITestFailure] {
        collectors.popLast() ?? []
    }

    /// The first failure, with the messages of any later ones appended; nil for none.
    static func combined(_ failures: [UITestFailure]) -> UITestFailure? {
        guard let first = failures.first else { return nil }
        guard failures.count > 1 else { return first }
        let rest = failures.dropFirst().map(\.message).joined(separator: "\n")
        return UITestFailure(message: first.message + "\n" + rest, file: first.file, line: first.line)
    }
}

/// Runs `body` with GtkUITesting's failures thrown instead of recorded: after `body`, the first
/// failure it met is thrown, with the messages of any later ones appended.
///
/// ```swift
/// XCTAssertThrowsError(try withThrownFailures { host.button("Delete").tap() }) { error in
///     XCTAssertTrue("\(error)".contains("no button \"Delete\""))
/// }
/// ```
/// `body` runs to its end either way (a failed query returns a missing ``Element``), so the
/// code in it needs no `try` for queries.
@MainActor @discardableResult
public func withThrownFailures<Result>(_ body: () throws -> Result) throws -> Result {
    UITestFailure.beginCollecting()
    let result: Result
    do {
        result = try body()
    } catch {
        _ = UITestFailure.endCollecting()
        throw error
    }
    if let failure = UITestFailure.combined(UITestFailure.endCollecting()) { throw failure }
    return result
}

/// The form of ``withThrownFailures(_:)`` for code that awaits, such as
/// ``ViewHost/settle(until:timeout:file:line:)``.
@MainActor @discardableResult
public func withThrownFailures<Result>(_ body: @MainActor () async throws -> Result) async throws -> Result {
    UITestFailure.beginCollecting()
    let result: Result
    do {
        result = try await body()
    } catch {
        _ = UITestFailure.endCollecting()
        throw error
    }
    if let failure = UITestFailure.combined(UITestFailure.endCollecting()) { throw failure }
    return result
}
