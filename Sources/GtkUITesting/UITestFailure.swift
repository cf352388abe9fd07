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

    /// Runs `body`, collecting the failures it would report, and returns them.
    @MainActor
    static func collect(_ body: () throws -> Void) rethrows -> [UITestFailure] {
        collectors.append([])
        defer { collectors.removeLast() }
        try body()
        return collectors[collectors.count - 1]
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
@MainActor
public func withThrownFailures<Result>(_ body: () throws -> Result) throws -> Result {
    var result: Result?
    let failures = try UITestFailure.collect { result = try body() }
    if let first = failures.first {
        guard failures.count > 1 else { throw first }
        let rest = failures.dropFirst().map(\.message).joined(separator: "\n")
        throw UITestFailure(message: first.message + "\n" + rest, file: first.file, line: first.line)
    }
    // `collect` ran `body`, which either set the result or threw.
    guard let result else { preconditionFailure("GtkUITesting: body returned no result") }
    return result
}
