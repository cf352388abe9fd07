import Foundation
import XCTest

final class StartupTests: XCTestCase {
    /// The Demo, built next to the test bundle by `swift build`.
    private var demoURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Demo")
    }

    func testDemoWithoutDisplayExitsWithOneClearLine() throws {
        let demo = demoURL
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: demo.path), "Demo not built at \(demo.path)")
        let process = Process()
        process.executableURL = demo
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

        XCTAssertEqual(process.terminationReason, .exit, "exits, not killed by a signal")
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertEqual(
            output, "GtkUI: cannot open display: set DISPLAY or run inside a desktop session\n",
            "exactly one clear line, no GTK warnings")
    }
}
