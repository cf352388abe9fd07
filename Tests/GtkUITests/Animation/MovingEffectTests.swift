import GtkUI
import Observation
import XCTest

@Observable @MainActor
private final class Slide {
    var on = false
    var taps = 0
}

/// A row of buttons that slide right (and one that grows) when `slide.on` changes.
private struct SlidingButtons: View {
    let slide: Slide
    var body: some View {
        VStack(spacing: 0) {
            Button("Tap") { slide.taps += 1 }
                .frame(width: 60, height: 40)
                .offset(x: slide.on ? 100 : 0)
                .frame(width: 300, height: 100)
            ForEach(0..<10, id: \.self) { _ in
                Color.blue.frame(width: 12, height: 12).offset(x: slide.on ? 200 : 0)
            }
            Color.red.frame(width: 12, height: 12).scaleEffect(slide.on ? 3 : 1)
        }
    }
}

/// A new transform on a bin that is laid out moves where its content is drawn and where it takes
/// input, without laying the content out again: an animated offset or scale costs no allocation
/// per frame.
final class MovingEffectTests: GtkTestCase {
    func testAnimatedOffsetsAndScalesMoveWithoutAllocatingTheirBins() {
        onGtkThread {
            MotionProbe.withAnimations {
                let slide = Slide()
                let (host, window) = MotionProbe.mount(SlidingButtons(slide: slide))
                defer { gtk_widget_destroy(window) }
                TestLoop.drain()
                let bins = MotionProbe.effectBins(in: host.widget)
                XCTAssertEqual(bins.count, 12)
                let allocations = gtkui_effect_bin_allocation_count()
                let moves = gtkui_effect_bin_move_count()

                withAnimation(.linear(duration: 0.3)) { slide.on = true }
                host.flushUpdates()
                MotionProbe.runUntilStill()

                XCTAssertEqual(gtkui_effect_bin_allocation_count() - allocations, 0, "no bin is laid out again")
                XCTAssertGreaterThan(gtkui_effect_bin_move_count() - moves, 12 * 2, "each bin moved every frame")
                XCTAssertEqual(MotionProbe.transform(of: bins[0])[2], 100)
                XCTAssertEqual(MotionProbe.transform(of: bins[11])[0], 3)

                // Input followed: the button's place is 120…180 × 30…70, and it is drawn 100 right.
                ScreenClicks.click(window, x: 150, y: 50)
                XCTAssertEqual(slide.taps, 0, "a click on the button's old place misses")
                ScreenClicks.click(window, x: 250, y: 50)
                XCTAssertEqual(slide.taps, 1, "a click where it is drawn now taps it")
            }
        }
    }

    func testABinMovedWithoutLayoutIsLaidOutAgainWhenItsContentChangesSize() {
        onGtkThread {
            MotionProbe.withAnimations {
                let slide = Slide()
                let (host, window) = MotionProbe.mount(SlidingButtons(slide: slide))
                defer { gtk_widget_destroy(window) }
                TestLoop.drain()
                withAnimation(.linear(duration: 0.2)) { slide.on = true }
                host.flushUpdates()
                MotionProbe.runUntilStill()
                let allocations = gtkui_effect_bin_allocation_count()
                gtk_window_resize(window.cast(), 400, gtk_widget_get_allocated_height(window))
                TestLoop.run(until: { gtk_widget_get_allocated_width(host.widget) >= 400 })
                TestLoop.drain()
                XCTAssertGreaterThan(gtkui_effect_bin_allocation_count(), allocations, "a new size still lays out")
                // The button is centred in the wider window: its place is 170…230, drawn at 270…330.
                ScreenClicks.click(window, x: 300, y: 50)
                XCTAssertEqual(slide.taps, 1, "input follows the transform after the new layout")
            }
        }
    }
}
