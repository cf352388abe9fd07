import GtkUI
import GtkUITesting
import XCTest

@testable import Demo

/// Every preview of the Demo (its `#Preview`s and its `PreviewProvider`), snapshotted in light
/// and dark and compared with `__Snapshots__/DemoPreviewTests`: a preview added to the Demo is
/// tested with no change here. Record again with `GTKUI_RECORD_SNAPSHOTS=1`.
final class DemoPreviewTests: XCTestCase {
    func testEveryPreviewOfTheDemo() {
        MainActor.assumeIsolated {
            assertPreviewSnapshots(module: "Demo")
        }
    }
}
