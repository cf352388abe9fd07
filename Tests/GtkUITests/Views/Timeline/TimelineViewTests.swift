import Foundation
import GtkUI
import XCTest

@MainActor
private final class Evaluations {
    var dates: [Date] = []

    /// Notes an evaluation of the content for `date`, and names it.
    func record(_ date: Date) -> String {
        dates.append(date)
        return "Tick \(dates.count)"
    }
}

private struct Ticking: View {
    let interval: TimeInterval
    let evaluations: Evaluations

    var body: some View {
        TimelineView(.periodic(from: .now, by: interval)) { context in
            Text(evaluations.record(context.date))
        }
    }
}

final class TimelineViewTests: GtkTestCase {
    func testAPeriodicTimelineShowsEachDateAndStopsWhenUnmounted() {
        onGtkThread {
            let evaluations = Evaluations()
            let window = DrawnWindow(Ticking(interval: 0.1, evaluations: evaluations))
            defer { window.close() }
            XCTAssertTrue(TestLoop.run(until: { evaluations.dates.count >= 5 }, timeout: 3), "\(evaluations.dates)")
            window.settle()
            XCTAssertEqual(WidgetTree.labels(in: window.window), ["Tick \(evaluations.dates.count)"])
            let gaps = zip(evaluations.dates.dropFirst(2), evaluations.dates.dropFirst(3)).map {
                $1.timeIntervalSince($0)
            }
            for gap in gaps { XCTAssertEqual(gap, 0.1, accuracy: 0.001, "the context holds the schedule's dates") }

            window.host.rootView = AnyView(Text("Gone"))
            window.settle()
            let count = evaluations.dates.count
            TestLoop.run(for: 0.5)
            XCTAssertEqual(evaluations.dates.count, count, "no timeout once the timeline is unmounted")
        }
    }

    func testAZeroIntervalWarnsOnceAndShowsTheContentOnce() {
        onGtkThread {
            let evaluations = Evaluations()
            var window: DrawnWindow?
            let messages = LogCapture.capture(domain: "GtkUI") {
                window = DrawnWindow(Ticking(interval: 0, evaluations: evaluations))
                TestLoop.run(for: 0.3)
            }
            defer { window?.close() }
            XCTAssertEqual(messages.filter { $0.contains("interval") }.count, 1, "\(messages)")
            XCTAssertEqual(evaluations.dates.count, 1, "shown once, no busy loop")
        }
    }

    func testScheduleEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule(from: start, by: 10)
        XCTAssertEqual(
            Array(periodic.entries(from: start.addingTimeInterval(15), mode: .normal).prefix(2)),
            [start.addingTimeInterval(20), start.addingTimeInterval(30)])
        XCTAssertEqual(
            Array(periodic.entries(from: start.addingTimeInterval(-50), mode: .normal).prefix(1)), [start],
            "never before the schedule's start")
        let minutes = EveryMinuteTimelineSchedule().entries(
            from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        XCTAssertEqual(
            Array(minutes.prefix(3)).map(\.timeIntervalSinceReferenceDate), [125, 180, 240])
    }
}
