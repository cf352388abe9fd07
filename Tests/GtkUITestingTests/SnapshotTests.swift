import Foundation
import GtkUI
import XCTest

@testable import GtkUITesting

/// Snapshots: rendered without a compositor, recorded when missing, compared with a tolerance.
final class SnapshotTests: XCTestCase {
    func testTheCounterMatchesItsReference() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120))
            defer { host.close() }
            host.button("Add").tap()
            assertSnapshot(host, named: "counter-after-one-tap")
        }
    }

    func testTheDarkCounterMatchesItsReference() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120), colorScheme: .dark)
            defer { host.close() }
            assertSnapshot(host, named: "counter-dark")
        }
    }

    func testTwoSnapshotsOfTheSameViewAreTheSameBytes() throws {
        try MainActor.assumeIsolated {
            let first = try pngOfControls()
            let second = try pngOfControls()
            XCTAssertEqual(first, second)
            XCTAssertEqual(first.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "a PNG")
        }
    }

    func testAMissingReferenceIsRecordedThenMatched() throws {
        try MainActor.assumeIsolated {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GtkUITestingRecord-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let reference = folder.appendingPathComponent("counter.png")
            let host = try ViewHost(Counter(), size: (240, 120))
            defer { host.close() }
            let image = try host.snapshotImage()

            let first = SnapshotStore.verify(image, reference: reference, record: false, tolerance: .default)
            guard case .recorded(let message) = first else { return XCTFail("not recorded: \(first)") }
            XCTAssertTrue(message.contains("recorded the reference snapshot \(reference.path)"), message)
            XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))

            XCTAssertEqual(
                SnapshotStore.verify(
                    try host.snapshotImage(), reference: reference, record: false, tolerance: .default),
                .matched)
            // Recording again on request, although it matches.
            guard case .recorded = SnapshotStore.verify(image, reference: reference, record: true, tolerance: .default)
            else { return XCTFail("GTKUI_RECORD_SNAPSHOTS did not record") }
        }
    }

    func testABrokenLabelFailsTheQueryAndTheSnapshot() throws {
        try MainActor.assumeIsolated {
            let temporary = FileManager.default.temporaryDirectory
            let folder = temporary.appendingPathComponent("GtkUITestingBroken-\(getpid())")
            let artifacts = temporary.appendingPathComponent("GtkUISnapshots/GtkUITestingBroken-\(getpid())")
            defer {
                try? FileManager.default.removeItem(at: folder)
                try? FileManager.default.removeItem(at: artifacts)
            }
            let reference = folder.appendingPathComponent("counter.png")
            // The reference: the working counter after one tap.
            let good = try ViewHost(Counter(), size: (240, 120))
            good.button("Add").tap()
            _ = SnapshotStore.verify(try good.snapshotImage(), reference: reference, record: true, tolerance: .default)
            good.close()

            let broken = try ViewHost(BrokenCounter(), size: (240, 120))
            defer { broken.close() }
            broken.button("Add").tap()
            XCTAssertThrowsError(try withThrownFailures { _ = broken.text("Count: 1") }) { error in
                XCTAssertTrue("\(error)".contains("label \"Count: 0\""), "\(error)")
            }
            let outcome = SnapshotStore.verify(
                try broken.snapshotImage(), reference: reference, record: false, tolerance: .default)
            guard case .mismatched(let message) = outcome else { return XCTFail("matched a broken view: \(outcome)") }
            XCTAssertTrue(message.contains("pixels"), message)
            let paths = message.components(separatedBy: "\n").filter { $0.contains(".png") && !$0.contains("match") }
            XCTAssertEqual(paths.count, 2, message)
            for line in paths {
                let path = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
                XCTAssertNotNil(RasterImage.decode(png: try Data(contentsOf: URL(fileURLWithPath: path))), path)
            }
        }
    }

    func testAssertSnapshotFailsAtTheCallersLineForAClosedWindow() throws {
        try MainActor.assumeIsolated {
            let host = try ViewHost(Counter(), size: (240, 120))
            host.close()
            XCTAssertThrowsError(try host.snapshot()) { error in
                XCTAssertEqual(error as? ViewHostError, .windowClosed)
            }
            XCTAssertThrowsError(try withThrownFailures { assertSnapshot(host, named: "never-written") }) { error in
                XCTAssertTrue("\(error)".contains("the host's window is closed"), "\(error)")
            }
            let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__/SnapshotTests/never-written.png").path
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        }
    }

    func testAWidgetWithNoAreaGivesAClearError() throws {
        try MainActor.assumeIsolated {
            _ = try ViewHost(EmptyView()).close()
            let label = gtk_label_new("never shown")!
            g_object_ref_sink(UnsafeMutableRawPointer(label))
            defer { g_object_unref(UnsafeMutableRawPointer(label)) }
            XCTAssertThrowsError(try RasterImage.render(label)) { error in
                XCTAssertEqual(error as? ViewHostError, .zeroSize(width: 1, height: 1))
                XCTAssertTrue("\(error)".contains("nothing to snapshot"))
            }
        }
    }

    func testTheComparisonToleratesAntialiasingButNotAChangedGlyph() {
        let base = RasterImage(width: 100, height: 100, pixels: [UInt32](repeating: 0xFFFF_FFFF, count: 10_000))
        var noisy = base
        noisy.pixels[5] = 0xFFF0_F0F0  // 15 per channel: antialiasing noise
        let noise = SnapshotComparison(actual: noisy, reference: base, tolerance: .default)
        XCTAssertTrue(noise.matches)
        XCTAssertEqual(noise.largestDifference, 15)
        XCTAssertFalse(SnapshotComparison(actual: noisy, reference: base, tolerance: .exact).matches)
        var changed = base
        for index in 0..<30 { changed.pixels[index * 7] = 0xFF00_0000 }
        XCTAssertFalse(SnapshotComparison(actual: changed, reference: base, tolerance: .default).matches)
        let resized = RasterImage(width: 10, height: 10, pixels: [UInt32](repeating: 0, count: 100))
        let mismatch = SnapshotComparison(
            actual: resized, reference: base, tolerance: SnapshotTolerance(channel: 255, share: 1))
        XCTAssertFalse(mismatch.matches)
        XCTAssertNotNil(mismatch.sizeMismatch)
    }
}

/// A snapshot of a fresh ``Controls`` host.
@MainActor
private func pngOfControls() throws -> Data {
    let host = try ViewHost(Controls(), size: (400, 500))
    defer { host.close() }
    return try host.snapshot()
}

/// What a test without a display reads.
final class NoDisplayMessageTests: XCTestCase {
    func testTheNoDisplayErrorSaysToRunUnderXvfb() {
        let message = ViewHostError.noDisplay("GtkUI: cannot open display: set DISPLAY").description
        XCTAssertTrue(message.contains("xvfb-run -a swift test"), message)
        XCTAssertTrue(message.contains("cannot open display"), message)
    }
}

/// Overlay scroll indicators fade on a timer, so a snapshot leaves them out.
final class SnapshotScrollIndicatorTests: XCTestCase {
    func testASnapshotRightAfterScrollingShowsNoOverlayIndicator() throws {
        try MainActor.assumeIsolated {
            let rows = ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<200, id: \.self) { Text("Row \($0)") }
                }
            }
            let host = try ViewHost(rows, size: (220, 160))
            defer { host.close() }
            host.scroll(to: host.text("Row 150"))
            let image = try host.snapshotImage()
            // The rows are short and flush left: the right edge is bare background, unless an
            // indicator is drawn there.
            let background = image.pixels[image.width - 1]
            var differing = 0
            for y in 0..<image.height {
                for x in (image.width - 14)..<image.width where image.pixels[y * image.width + x] != background {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "pixels of a scroll indicator at the right edge")
        }
    }
}
