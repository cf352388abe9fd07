import Foundation
import GtkUI
import XCTest

/// What drag callbacks saw.
@MainActor
private final class DragLog {
    var changes: [CGSize] = []
    var ends: [DragGesture.Value] = []
    var outerChanges = 0
    var outerEnds = 0
}

/// A square with a drag on it.
private struct Draggable: View {
    let log: DragLog
    var minimumDistance: CGFloat = 10
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .gesture(
                DragGesture(minimumDistance: minimumDistance)
                    .onChanged { log.changes.append($0.translation) }
                    .onEnded { log.ends.append($0) })
    }
}

/// A drag inside a drag, the outer one attached with `priority`.
private struct Nested: View {
    enum Priority { case normal, simultaneous, high }
    let log: DragLog
    let priority: Priority

    var body: some View {
        let inner = Draggable(log: log).padding(20)
        let outer = DragGesture().onChanged { _ in log.outerChanges += 1 }.onEnded { _ in log.outerEnds += 1 }
        switch priority {
        case .normal: inner.gesture(outer)
        case .simultaneous: inner.simultaneousGesture(outer)
        case .high: inner.highPriorityGesture(outer)
        }
    }
}

/// A gesture of a user's own, made of a built-in one.
private struct Swipe: Gesture {
    var body: some Gesture<DragGesture.Value> { DragGesture(minimumDistance: 30) }
}

final class DragGestureTests: GtkTestCase {
    /// `view` in a shown window, and its gesture boxes from the outside in.
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

    func testDragReportsEachMoveAndEndsOnceOnRelease() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Draggable(log: log))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(14, 10), (30, 10), (40, 25)])
            // The first move is within the 10-point minimum distance.
            XCTAssertEqual(log.changes, [CGSize(width: 20, height: 0), CGSize(width: 30, height: 15)])
            XCTAssertEqual(log.ends.count, 1)
            XCTAssertEqual(log.ends.first?.translation, CGSize(width: 30, height: 15))
            XCTAssertEqual(log.ends.first?.startLocation, CGPoint(x: 10, y: 10))
            XCTAssertEqual(log.ends.first?.location, CGPoint(x: 40, y: 25))
            // 10 ms between synthesized events: the last move went 10 and 15 points in 10 ms.
            XCTAssertEqual(log.ends.first?.velocity.width ?? 0, 1000, accuracy: 400)
            XCTAssertGreaterThan(log.ends.first?.predictedEndTranslation.width ?? 0, 30)
        }
    }

    func testDragShorterThanTheMinimumDistanceReportsNothing() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Draggable(log: log))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(15, 12), (18, 10)])
            XCTAssertEqual(log.changes, [])
            XCTAssertEqual(log.ends.count, 0)
        }
    }

    func testZeroDistanceRecognisesOnThePress() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Draggable(log: log, minimumDistance: 0))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.press(boxes[0], x: 10, y: 10)
            XCTAssertEqual(log.changes, [.zero])
            PointerEvents.release(boxes[0], x: 10, y: 10)
            XCTAssertEqual(log.ends.count, 1)
        }
    }

    func testInnerDragWinsOverOuterGesture() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Nested(log: log, priority: .normal))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            XCTAssertEqual(boxes.count, 2)
            PointerEvents.drag(boxes[1], from: (10, 10), through: [(30, 10), (40, 10)])
            XCTAssertEqual(log.changes.count, 2)
            XCTAssertEqual(log.ends.count, 1)
            XCTAssertEqual(log.outerChanges, 0)
            XCTAssertEqual(log.outerEnds, 0)
        }
    }

    func testSimultaneousOuterDragRecognisesWithTheInnerOne() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Nested(log: log, priority: .simultaneous))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[1], from: (10, 10), through: [(30, 10), (40, 10)])
            XCTAssertEqual(log.changes.count, 2)
            XCTAssertEqual(log.ends.count, 1)
            XCTAssertEqual(log.outerChanges, 2)
            XCTAssertEqual(log.outerEnds, 1)
        }
    }

    func testHighPriorityOuterDragWinsOverTheInnerOne() {
        onGtkThread {
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Nested(log: log, priority: .high))
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[1], from: (10, 10), through: [(30, 10), (40, 10)])
            XCTAssertEqual(log.outerChanges, 2)
            XCTAssertEqual(log.outerEnds, 1)
            XCTAssertEqual(log.changes.count, 0)
            XCTAssertEqual(log.ends.count, 0)
        }
    }

    func testCustomGestureRecognisesAsItsBody() {
        onGtkThread {
            let log = DragLog()
            let view = Color.blue.frame(width: 100, height: 100)
                .gesture(Swipe().onEnded { log.ends.append($0) })
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(30, 10)])
            XCTAssertEqual(log.ends.count, 0, "20 points is under the body's 30-point minimum")
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(50, 10)])
            XCTAssertEqual(log.ends.map(\.translation), [CGSize(width: 40, height: 0)])
        }
    }

    func testMaskWithoutTheGestureTurnsItOff() {
        onGtkThread {
            let log = DragLog()
            let view = Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture().onEnded { log.ends.append($0) }, including: .subviews)
            let (host, window, boxes) = Self.mount(view)
            defer { withExtendedLifetime(host) { gtk_widget_destroy(window) } }
            PointerEvents.drag(boxes[0], from: (10, 10), through: [(50, 10)])
            XCTAssertEqual(log.ends.count, 0)
        }
    }

    func testNegativeOrNaNMinimumDistanceWarnsOnceAndCountsAsZero() {
        onGtkThread {
            for distance in [-5, CGFloat.nan] {
                let log = DragLog()
                var mounted: (HostingWidget<Draggable>, UnsafeMutablePointer<GtkWidget>, [WidgetPointer])?
                let warnings = LogCapture.capture(domain: "GtkUI") {
                    mounted = Self.mount(Draggable(log: log, minimumDistance: distance))
                }
                guard let (host, window, boxes) = mounted else { return XCTFail("not mounted") }
                XCTAssertEqual(warnings.count, 1)
                PointerEvents.press(boxes[0], x: 10, y: 10)
                XCTAssertEqual(log.changes, [.zero])
                PointerEvents.release(boxes[0], x: 10, y: 10)
                withExtendedLifetime(host) { gtk_widget_destroy(window) }
            }
        }
    }

    func testViewRemovedMidDragGetsNoCallbackAndFreesItsRecognisers() {
        onGtkThread {
            let before = Diagnostics.liveGestureRecognizers.value
            let log = DragLog()
            let (host, window, boxes) = Self.mount(Removable(log: log, isShown: true))
            let box = boxes[0]
            XCTAssertEqual(Diagnostics.liveGestureRecognizers.value, before + 1)
            g_object_ref(box.gObject)
            PointerEvents.press(box, x: 10, y: 10)
            PointerEvents.drag(box, x: 30, y: 10)
            XCTAssertEqual(log.changes.count, 1)
            host.rootView = Removable(log: log, isShown: false)
            TestLoop.drain()
            XCTAssertEqual(WidgetTree.all(gtk_event_box_get_type(), in: host.widget).count, 0)
            // The pointer goes on moving over where the box was, and is released.
            PointerEvents.drag(window, x: 40, y: 10)
            PointerEvents.release(window, x: 40, y: 10)
            XCTAssertEqual(log.changes.count, 1)
            XCTAssertEqual(log.ends.count, 0)
            g_object_unref(box.gObject)
            TestLoop.drain()
            XCTAssertEqual(Diagnostics.liveGestureRecognizers.value, before)
            withExtendedLifetime(host) { gtk_widget_destroy(window) }
        }
    }
}

/// A draggable square that the test removes.
private struct Removable: View {
    let log: DragLog
    let isShown: Bool
    var body: some View {
        VStack {
            if isShown { Draggable(log: log) }
            Text("stays")
        }
    }
}
