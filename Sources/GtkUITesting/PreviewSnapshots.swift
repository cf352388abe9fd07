import GtkUI

/// Snapshots every preview (each `#Preview` and each `PreviewProvider`) in light and dark, and
/// compares each with its reference as ``assertSnapshot(_:named:tolerance:file:line:)`` does:
/// one call tests all of a module's previews, and a preview added later is tested with no change
/// to the test.
///
/// ```swift
/// final class PreviewTests: XCTestCase {
///     func testPreviews() {
///         MainActor.assumeIsolated { assertPreviewSnapshots(module: "NotesApp") }
///     }
/// }
/// ```
/// Each preview is shown at the size its traits ask for (the default preview size without one,
/// its natural size with `.sizeThatFitsLayout`). References are named after the preview and the
/// scheme (`Empty-list-dark.png`) in `__Snapshots__/<TestFile>/`; a changed rendering fails with
/// the snapshot and a diff image. Fails when there is no preview to test.
/// - Parameter module: the module whose previews to test; every preview linked into the test
///   when nil.
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil, tolerance: SnapshotTolerance = .default, file: StaticString = #filePath,
    line: UInt = #line
) {
    let previews = Preview.all(in: module)
    guard !previews.isEmpty else {
        let place = module.map { "in module \($0)" } ?? "linked into the test"
        UITestFailure.record("GtkUITesting: no preview (#Preview or PreviewProvider) \(place)", file: file, line: line)
        return
    }
    var used: [String: Int] = [:]
    for preview in previews {
        let base = PreviewSnapshotName.of(preview)
        used[base, default: 0] += 1
        // Two previews with the same name both get tested, the later one under a numbered name.
        let name = used[base] == 1 ? base : "\(base)-\(used[base] ?? 0)"
        for scheme in [ColorScheme.light, .dark] {
            let host: ViewHost
            do {
                host = try ViewHost(preview.makeView(), size: preview.size, colorScheme: scheme)
            } catch {
                UITestFailure.record("\(preview.displayName): \(error)", file: file, line: line)
                return
            }
            assertSnapshot(host, named: "\(name)-\(scheme)", tolerance: tolerance, file: file, line: line)
            host.close()
        }
    }
}

/// File names for preview snapshots.
enum PreviewSnapshotName {
    /// The preview's name with anything but letters, digits, `-` and `_` made a `-`.
    static func of(_ preview: Preview) -> String {
        let cleaned = String(
            preview.displayName.map { character in
                character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "-"
            })
        return cleaned.isEmpty ? "preview" : cleaned
    }
}
