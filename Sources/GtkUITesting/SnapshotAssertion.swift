import Foundation
import GtkUI

extension ViewHost {
    /// A PNG of the host's main window as GTK draws it, after settling.
    ///
    /// The window is drawn into memory (`gtk_widget_draw` into a Cairo image), not read back
    /// from the X server, so no compositor is involved and the same view gives the same bytes.
    /// Overlay scroll indicators, which fade on a timer, are left out.
    /// - Throws: ``ViewHostError`` when the window is closed or has no area, or there is no display.
    public func snapshot() throws(ViewHostError) -> Data {
        try snapshotImage().pngData()
    }

    func snapshotImage() throws(ViewHostError) -> RasterImage {
        guard let window = gtkWindow else { throw .windowClosed }
        return try OverlayIndicatorHiding.during { () throws(ViewHostError) -> RasterImage in
            settle()
            return try RasterImage.render(window.cast())
        }
    }
}

/// Compares a snapshot of `host`'s window with the reference image `name`.png stored beside the
/// test file, in `__Snapshots__/<TestFile>/`, and fails the test when they differ beyond
/// `tolerance`.
///
/// - A missing reference is recorded from this snapshot, and the test fails once, saying so;
///   the next run compares. Set `GTKUI_RECORD_SNAPSHOTS=1` to record every reference again.
/// - On a mismatch, the snapshot and a diff image (differences in red) are written to a folder
///   in the temporary directory, and the failure gives their paths.
@MainActor
public func assertSnapshot(
    _ host: ViewHost, named name: String, tolerance: SnapshotTolerance = .default,
    file: StaticString = #filePath, line: UInt = #line
) {
    let image: RasterImage
    do {
        image = try host.snapshotImage()
    } catch {
        UITestFailure.record(error.description, file: file, line: line)
        return
    }
    let testFile = URL(fileURLWithPath: "\(file)")
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let outcome = SnapshotStore.verify(
        image, reference: folder.appendingPathComponent(name + ".png"),
        record: ProcessInfo.processInfo.environment["GTKUI_RECORD_SNAPSHOTS"] == "1", tolerance: tolerance)
    if let message = outcome.failureMessage {
        UITestFailure.record(message, file: file, line: line)
    }
}

/// Reads, records and compares reference images.
enum SnapshotStore {
    enum Outcome: Equatable {
        case matched
        case recorded(String)
        case mismatched(String)
        case failed(String)

        var failureMessage: String? {
            switch self {
            case .matched: return nil
            case .recorded(let message), .mismatched(let message), .failed(let message): return message
            }
        }
    }

    /// Compares `image` with the PNG at `reference`, or records it there when there is none or
    /// `record` is set.
    static func verify(_ image: RasterImage, reference: URL, record: Bool, tolerance: SnapshotTolerance) -> Outcome {
        let files = FileManager.default
        let png: Data
        do {
            png = try image.pngData()
        } catch {
            return .failed(error.description)
        }
        guard !record, let stored = files.contents(atPath: reference.path) else {
            do {
                try files.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try png.write(to: reference)
            } catch {
                return .failed("GtkUITesting: cannot write the reference \(reference.path): \(error)")
            }
            let why = record ? "GTKUI_RECORD_SNAPSHOTS=1 is set" : "there was none"
            return .recorded(
                "GtkUITesting: recorded the reference snapshot \(reference.path) (\(why)); "
                    + "check it and run the test again")
        }
        if stored == png { return .matched }
        guard let expected = RasterImage.decode(png: stored) else {
            return .failed("GtkUITesting: the reference \(reference.path) is not a PNG; delete it to record it again")
        }
        let comparison = SnapshotComparison(actual: image, reference: expected, tolerance: tolerance)
        if comparison.matches { return .matched }
        let artifacts = files.temporaryDirectory.appendingPathComponent("GtkUISnapshots")
            .appendingPathComponent(reference.deletingLastPathComponent().lastPathComponent)
        let name = reference.deletingPathExtension().lastPathComponent
        let actualURL = artifacts.appendingPathComponent(name + ".actual.png")
        let diffURL = artifacts.appendingPathComponent(name + ".diff.png")
        let diff = SnapshotComparison.diffImage(actual: image, reference: expected, tolerance: tolerance)
        try? files.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try? png.write(to: actualURL)
        try? diff.pngData().write(to: diffURL)
        let how =
            comparison.sizeMismatch
            ?? String(
                format: "%d of %d pixels (%.4f%%) differ by more than %d per channel; %.4f%% may",
                comparison.differingPixels, comparison.totalPixels, comparison.differingShare * 100,
                tolerance.channel, tolerance.share * 100)
        return .mismatched(
            "GtkUITesting: the snapshot does not match \(reference.path): \(how).\n"
                + "  actual: \(actualURL.path)\n  diff:   \(diffURL.path)\n"
                + "If the change is intended, run with GTKUI_RECORD_SNAPSHOTS=1 to record it.")
    }
}
