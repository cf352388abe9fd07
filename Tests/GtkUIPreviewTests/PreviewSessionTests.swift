import Foundation
import GtkUI
import XCTest

@testable import GtkUIPreview

@MainActor
private func makeSession(_ binary: String, in folder: URL, timeout: Double = 5) -> PreviewSession {
    let target = PreviewTarget(
        packageDirectory: folder.path, name: "App", moduleName: "App", sourceDirectory: folder.path, product: "App")
    var options = PreviewOptions()
    options.timeout = timeout
    let session = PreviewSession(target: target, options: options)
    session.binary = binary
    return session
}

/// Runs GLib's loop (and with it the main queue) until `condition` holds, for at most 10 s.
@MainActor
private func runLoop(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline {
        while g_main_context_iteration(nil, 0) != 0 {}
        usleep(5_000)
    }
}

/// The preview window's session, driven with small shell scripts standing in for a target's
/// program: what it lists, and what the window says when a preview crashes or never appears.
final class PreviewSessionTests: XCTestCase {
    private var folder = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try GtkRuntime.initialize() }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("GtkUIPreviewTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A stand-in program: lists `listing` and, asked to show a preview, runs `show`.
    private func program(listing: [String], show: String) throws -> String {
        let lines = listing.map { "printf '%s\\n' '\($0)'" }.joined(separator: "\n")
        let script = """
            #!/bin/sh
            if [ "$GTKUI_PREVIEW_AGENT" = list ]; then
            \(lines)
            echo end
            exit 0
            fi
            \(show)
            """
        let path = folder.appendingPathComponent("program").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    func testPreviewsAreListedTwinsIncludedAndTheFirstIsSelected() throws {
        let binary = try program(
            listing: [
                "preview\t0\tCard\tApp/Card.swift\t\(folder.path)/Card.swift\t12",
                "preview\t1\tCard\tApp/Card.swift\t\(folder.path)/Card.swift\t20",
                "preview\t2\tList\tApp/List.swift\t\(folder.path)/List.swift\t4",
            ], show: "echo ready; exec sleep 30")
        let folder = folder
        MainActor.assumeIsolated {
            let session = makeSession(binary, in: folder)
            session.list()
            runLoop { session.previews.count == 3 }
            XCTAssertEqual(session.previews.map(\.name), ["Card", "Card", "List"])
            XCTAssertEqual(session.previews.map(\.id), ["Card", "Card #2", "List"])
            XCTAssertEqual(session.previews.map(\.location), ["Card.swift:12", "Card.swift:20", "List.swift:4"])
            XCTAssertEqual(session.selection, "Card")
            session.socketRealized(1)
            runLoop { session.status.hasPrefix("Card —") }
            XCTAssertNil(session.problem)
            session.select("Card #2")
            runLoop { session.status == "Card — Card.swift:20" }
            XCTAssertEqual(session.status, "Card — Card.swift:20")
            session.stop()
        }
    }

    func testATargetWithNoPreviewsSaysSo() throws {
        let binary = try program(listing: [], show: "exit 0")
        let folder = folder
        MainActor.assumeIsolated {
            let session = makeSession(binary, in: folder)
            session.list()
            runLoop { session.problem != nil }
            XCTAssertEqual(session.problem, "No previews in App: add a #Preview or a PreviewProvider.")
        }
    }

    func testAPreviewThatCrashesIsNamedWithItsReasonAndTheWindowStays() throws {
        let binary = try program(
            listing: ["preview\t0\tBroken\tApp/Broken.swift\t\(folder.path)/Broken.swift\t3"],
            show: "echo 'Fatal error: Index out of range' >&2; kill -TRAP $$")
        let folder = folder
        MainActor.assumeIsolated {
            let session = makeSession(binary, in: folder)
            session.socketRealized(1)
            session.list()
            runLoop { session.problem != nil }
            XCTAssertEqual(session.problem, "Preview “Broken” stopped: Fatal error: Index out of range")
            XCTAssertEqual(session.status, "Preview failed")
        }
    }

    func testAPreviewThatNeverAppearsIsCutOff() throws {
        let binary = try program(
            listing: ["preview\t0\tForever\tApp/Forever.swift\t\(folder.path)/Forever.swift\t3"], show: "exec sleep 60")
        let folder = folder
        MainActor.assumeIsolated {
            let session = makeSession(binary, in: folder, timeout: 0.5)
            session.socketRealized(1)
            session.list()
            runLoop { session.problem != nil }
            XCTAssertEqual(
                session.problem, "Preview “Forever” did not appear within 0.5 s: its body may never return.")
            XCTAssertEqual(session.status, "Preview cut off")
        }
    }

    func testTheFirstCompilerErrorIsFound() {
        let lines = [
            "Building for debugging...",
            "/p/Sources/App/Card.swift:7:13: warning: unused",
            "/p/Sources/App/Card.swift:9:5: error: cannot find 'nme' in scope",
            "/p/Sources/App/List.swift:2:1: error: later",
        ]
        XCTAssertEqual(
            BuildError.first(in: lines),
            BuildError(file: "/p/Sources/App/Card.swift", line: 9, message: "cannot find 'nme' in scope"))
        XCTAssertNil(BuildError.first(in: ["error: no such module"]))
    }
}
