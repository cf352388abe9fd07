import Foundation
import GtkUI
import XCTest

final class AnimationTimelineTests: GtkTestCase {
    func testAnimationScheduleShowsFramesOnlyWhileOnScreen() {
        onGtkThread {
            let mounted = DrawnWindow(
                TimelineView(.animation) { context in
                    Text("\(context.date.timeIntervalSince1970)")
                })
            let before = Diagnostics.timelineFrames.value
            TestLoop.run(for: 0.3)
            XCTAssertGreaterThan(Diagnostics.timelineFrames.value - before, 2, "frames come while it is shown")
            gtk_widget_hide(mounted.window)
            TestLoop.drain()
            let hidden = Diagnostics.timelineFrames.value
            TestLoop.run(for: 0.3)
            XCTAssertEqual(Diagnostics.timelineFrames.value, hidden, "no frames while hidden")
            mounted.close()
            TestLoop.run(for: 0.1)
            XCTAssertEqual(Diagnostics.timelineFrames.value, hidden, "none once gone")
        }
    }

    func testPausedAnimationScheduleShowsNoFrames() {
        onGtkThread {
            let mounted = DrawnWindow(TimelineView(.animation(paused: true)) { _ in Text("Still") })
            defer { mounted.close() }
            let before = Diagnostics.timelineFrames.value
            TestLoop.run(for: 0.2)
            XCTAssertEqual(Diagnostics.timelineFrames.value, before)
        }
    }
}
