import Combine
import Foundation
import GtkUI
import XCTest

private final class Received<Value>: @unchecked Sendable {
    // Appended on the main thread only (the tests check that).
    var values: [Value] = []
    var offMain = 0
}

/// The timed operators, run on GLib's loop: each test counts what arrived, never how long it took.
final class SchedulingTests: GtkTestCase {
    func testReceiveOnMainDeliversOnTheMainThreadAtTheNextTurn() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let subject = PassthroughSubject<Int, Never>()
            let received = Received<Int>()
            let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
                if !Thread.isMainThread { received.offMain += 1 }
                received.values.append(value)
            }
            subject.send(1)
            XCTAssertEqual(received.values, [], "not synchronously")
            DispatchQueue.global().async { subject.send(2) }
            XCTAssertTrue(TestLoop.run(until: { received.values.count == 2 }))
            XCTAssertEqual(received.values, [1, 2])
            XCTAssertEqual(received.offMain, 0)

            let runLoopValues = Received<Int>()
            let second = subject.receive(on: RunLoop.main).sink { runLoopValues.values.append($0) }
            subject.send(3)
            XCTAssertTrue(TestLoop.run(until: { runLoopValues.values == [3] }))
            cancellable.cancel()
            second.cancel()
            TestLoop.drain()
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline)
        }
    }

    func testDebounceKeepsOnlyTheLastOfABurst() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let subject = PassthroughSubject<String, Never>()
            let received = Received<String>()
            let cancellable = subject.debounce(for: .milliseconds(20), scheduler: RunLoop.main)
                .sink { received.values.append($0) }
            subject.send("g")
            subject.send("gt")
            subject.send("gtk")
            XCTAssertTrue(TestLoop.run(until: { !received.values.isEmpty }))
            XCTAssertTrue(TestLoop.run(until: { CombineDiagnostics.liveMainContextSources == baseline }))
            XCTAssertEqual(received.values, ["gtk"])

            subject.send("again")
            XCTAssertTrue(TestLoop.run(until: { received.values.count == 2 }))
            XCTAssertEqual(received.values, ["gtk", "again"])
            cancellable.cancel()
        }
    }

    func testThrottlePassesTheFirstAndThenTheNewestOrFirstOfEachInterval() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let subject = PassthroughSubject<Int, Never>()
            let newest = Received<Int>()
            let first = Received<Int>()
            let a = subject.throttle(for: .milliseconds(20), scheduler: DispatchQueue.main, latest: true)
                .sink { newest.values.append($0) }
            let b = subject.throttle(for: 0.02, scheduler: RunLoop.main, latest: false)
                .sink { first.values.append($0) }
            for value in 1...4 { subject.send(value) }
            XCTAssertTrue(TestLoop.run(until: { CombineDiagnostics.liveMainContextSources == baseline }))
            XCTAssertEqual(newest.values, [1, 4])
            XCTAssertEqual(first.values, [1, 2])
            a.cancel()
            b.cancel()
        }
    }

    func testTimerTicksOnTheMainLoopAndStopsWhenCancelled() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let ticks = Received<Date>()
            let cancellable = Timer.publish(every: 0.005, on: .main, in: .common).autoconnect()
                .sink { date in
                    if !Thread.isMainThread { ticks.offMain += 1 }
                    ticks.values.append(date)
                }
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline + 1, "one GLib timeout, nothing polls")
            XCTAssertTrue(TestLoop.run(until: { ticks.values.count >= 3 }))
            XCTAssertEqual(ticks.offMain, 0)
            cancellable.cancel()
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline, "cancelling removes the timeout")
        }
    }

    func testTimerWithoutAutoconnectWaitsForConnect() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let timer = Timer.publish(every: 0.005, on: .main, in: .default)
            let ticks = Received<Date>()
            let cancellable = timer.sink { ticks.values.append($0) }
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline)
            let connection = timer.connect()
            XCTAssertTrue(TestLoop.run(until: { ticks.values.count >= 1 }))
            connection.cancel()
            cancellable.cancel()
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline)
        }
    }

    func testBadTimerIntervalsWarnOnceEachWithADefinedResult() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            var zero: Timer.TimerPublisher?
            var notANumber: Timer.TimerPublisher?
            let messages = LogCapture.capture(domain: "GtkUI") {
                zero = Timer.publish(every: 0, on: .main, in: .common)
                _ = Timer.publish(every: -1, on: .main, in: .common)
                notANumber = Timer.publish(every: .nan, on: .main, in: .common)
            }
            XCTAssertEqual(messages.count, 3, "\(messages)")
            XCTAssertTrue(messages.allSatisfy { $0.contains("Timer.publish") })

            let ticks = Received<Date>()
            let fast = zero!.autoconnect().sink { ticks.values.append($0) }
            XCTAssertTrue(TestLoop.run(until: { ticks.values.count >= 2 }), "a zero interval fires every millisecond")
            fast.cancel()

            let never = notANumber!.autoconnect().sink { ticks.values.append($0) }
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline, "a NaN interval schedules nothing")
            never.cancel()
        }
    }
}
