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

    func testAnimationScheduleStopsWhileItsViewIsUnmappedInAShownWindow() throws {
        try onGtkThread {
            let mounted = DrawnWindow(
                TimelineView(.animation) { context in
                    Text("\(context.date.timeIntervalSince1970)")
                })
            defer { mounted.close() }
            TestLoop.run(for: 0.1)
            // The timeline's holder box: the label's nearest box ancestor.
            let label = try XCTUnwrap(mounted.first(gtk_label_get_type()))
            var holder = try XCTUnwrap(gtk_widget_get_parent(label))
            while !holder.isInstance(of: gtk_box_get_type()), let parent = gtk_widget_get_parent(holder) {
                holder = parent
            }
            gtk_widget_set_child_visible(holder, 0)
            XCTAssertEqual(gtk_widget_get_mapped(holder), 0)
            TestLoop.drain()
            let unmapped = Diagnostics.timelineFrames.value
            TestLoop.run(for: 0.3)
            XCTAssertEqual(Diagnostics.timelineFrames.value, unmapped, "no frames while unmapped")
            gtk_widget_set_child_visible(holder, 1)
            TestLoop.run(for: 0.3)
            XCTAssertGreaterThan(Diagnostics.timelineFrames.value, unmapped, "frames again once shown")
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
