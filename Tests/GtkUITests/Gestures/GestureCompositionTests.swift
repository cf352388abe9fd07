import Foundation
import GtkUI
import XCTest

/// What the gestures under test reported.
@MainActor
private final class Record {
    var offsetsSeen: [CGSize] = []
    var events: [String] = []
    var scales: [CGFloat] = []
    var angles: [Double] = []
    var locations: [CGPoint] = []
    var hovers: [HoverPhase] = []
}

/// A square whose drag offset is gesture state; its body records each offset it shows.
private struct StateDrag: View {
    let record: Record
    @GestureState private var offset = CGSize.zero

    var body: some View {
        let _ = record.offsetsSeen.append(offset)
        Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}

final class GestureCompositionTests: GtkTestCase {
    @MainActor
    private static func mount<V: View>(_ view: V) -> (
        HostingWidget<V>, UnsafeMutablePointer<GtkWidget>, [WidgetPointer]
    ) {
        let host = HostingWidget(rootView: view)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.drain()
        return (host, window, WidgetTree.all(gtk_event_box_get_type(), in: host.widget))
    }

    func testGestureStateFollowsTheDragAndResetsWhenItEnds() {
        onGtkThread {
            let record = Record()
            let (host, window, boxes) = Self.mount(StateDrag(record: record))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            XCTAssertEqual(record.offsetsSeen, [.zero])
            PointerEvents.press(boxes[0], x: 10, y: 10)
            PointerEvents.drag(boxes[0], x: 30, y: 10)
            TestLoop.drain()
            PointerEvents.drag(boxes[0], x: 40, y: 15)
            TestLoop.drain()
            PointerEvents.release(boxes[0], x: 40, y: 15)
            TestLoop.drain()
            XCTAssertEqual(
                record.offsetsSeen, [.zero, CGSize(width: 20, height: 0), CGSize(width: 30, height: 5), .zero])
        }
    }

    func testSequencedGestureRunsTheSecondAfterTheFirstEnds() {
        onGtkThread {
            let record = Record()
            let gesture = SpatialTapGesture().sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { value in
                    switch value {
                    case .first: record.events.append("first")
                    case .second(_, let drag): record.events.append(drag == nil ? "second" : "dragging")
                    }
                }
                .onEnded { _ in record.events.append("ended") }
            let (host, window, boxes) = Self.mount(Color.blue.frame(width: 100, height: 100).gesture(gesture))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            // A drag before the tap does nothing.
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(30, 10)])
            XCTAssertEqual(record.events, [])
            PointerEvents.click(boxes[0])
            XCTAssertEqual(record.events, ["second"])
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(30, 10)])
            XCTAssertEqual(record.events, ["second", "dragging", "dragging", "ended"])
        }
    }

    func testExclusiveGestureLetsASingleTapThroughOnlyWhenNoDoubleTapCame() {
        onGtkThread {
            let record = Record()
            let gesture = TapGesture(count: 2).onEnded { record.events.append("double") }
                .exclusively(before: TapGesture().onEnded { record.events.append("single") })
            let (host, window, boxes) = Self.mount(Color.blue.frame(width: 100, height: 100).gesture(gesture))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.click(boxes[0])
            PointerEvents.click(boxes[0])
            XCTAssertEqual(record.events, ["double"])
            // A click after GTK's double-click time is a new series; its single tap waits for
            // that time to run out without a second click.
            TestLoop.run(for: 0.6)
            PointerEvents.click(boxes[0])
            XCTAssertEqual(record.events, ["double"])
            XCTAssertTrue(TestLoop.run(until: { record.events.count == 2 }))
            XCTAssertEqual(record.events, ["double", "single"])
        }
    }

    func testMagnifyAndRotateFollowATouchpadPinch() {
        onGtkThread {
            let record = Record()
            let view = Color.blue.frame(width: 100, height: 100)
                .gesture(
                    MagnifyGesture().onChanged { record.scales.append($0.magnification) }
                        .simultaneously(with: RotationGesture().onChanged { record.angles.append($0.degrees) })
                        .onEnded { _ in record.events.append("ended") })
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.pinch(boxes[0], phase: GDK_TOUCHPAD_GESTURE_PHASE_BEGIN, scale: 1)
            PointerEvents.pinch(boxes[0], phase: GDK_TOUCHPAD_GESTURE_PHASE_UPDATE, scale: 1.5, angleDelta: 10)
            PointerEvents.pinch(boxes[0], phase: GDK_TOUCHPAD_GESTURE_PHASE_UPDATE, scale: 2, angleDelta: 10)
            PointerEvents.pinch(boxes[0], phase: GDK_TOUCHPAD_GESTURE_PHASE_END, scale: 2)
            XCTAssertEqual(record.scales, [1.5, 2])
            XCTAssertEqual(record.angles.count, 2)
            XCTAssertEqual(record.angles.last ?? 0, 20, accuracy: 0.01)
            XCTAssertEqual(record.events, ["ended"])
        }
    }

    func testSpatialTapReportsWhereItLanded() {
        onGtkThread {
            let record = Record()
            let view = Color.blue.frame(width: 100, height: 100)
                .onTapGesture(coordinateSpace: .local) { record.locations.append($0) }
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.press(boxes[0], x: 12, y: 30)
            PointerEvents.release(boxes[0], x: 12, y: 30)
            XCTAssertEqual(record.locations, [CGPoint(x: 12, y: 30)])
        }
    }

    func testContinuousHoverReportsMovesAndTheExit() {
        onGtkThread {
            let record = Record()
            let view = Color.blue.frame(width: 100, height: 100)
                .onContinuousHover { record.hovers.append($0) }
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.hover(boxes[0], x: 5, y: 6)
            PointerEvents.hover(boxes[0], x: 7, y: 9)
            PointerEvents.cross(boxes[0], enter: false)
            XCTAssertEqual(record.hovers, [.active(CGPoint(x: 5, y: 6)), .active(CGPoint(x: 7, y: 9)), .ended])
        }
    }

    func testLongPressReportsPressingAroundTheAction() {
        onGtkThread {
            let record = Record()
            let view = Color.blue.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.25) {
                    record.events.append("action")
                } onPressingChanged: {
                    record.events.append("pressing \($0)")
                }
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.button(boxes[0], press: true)
            TestLoop.drain()
            XCTAssertEqual(record.events, ["pressing true"])
            XCTAssertTrue(TestLoop.run(until: { record.events.count == 3 }))
            PointerEvents.button(boxes[0], press: false)
            TestLoop.drain()
            XCTAssertEqual(record.events, ["pressing true", "action", "pressing false"])
        }
    }
}
