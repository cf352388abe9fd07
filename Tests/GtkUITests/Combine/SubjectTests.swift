import Combine
import GtkUI
import XCTest

/// Holds what a sink received, for tests that run on the main thread.
private final class Received<Value>: @unchecked Sendable {
    var values: [Value] = []
    var completions = 0
}

private final class Target {
    var text = ""
}

final class SubjectTests: GtkTestCase {
    func testPassthroughSubjectReachesEverySinkUntilFinished() {
        onGtkThread {
            let subject = PassthroughSubject<Int, Never>()
            let first = Received<Int>()
            let second = Received<Int>()
            var bag = Set<AnyCancellable>()
            subject.sink(receiveCompletion: { _ in first.completions += 1 }, receiveValue: { first.values.append($0) })
                .store(in: &bag)
            subject.send(1)
            subject.sink { second.values.append($0) }.store(in: &bag)
            subject.send(2)
            subject.send(completion: .finished)
            subject.send(3)
            XCTAssertEqual(first.values, [1, 2])
            XCTAssertEqual(second.values, [2], "a passthrough subject keeps no value")
            XCTAssertEqual(first.completions, 1)

            let late = Received<Int>()
            subject.sink(receiveCompletion: { _ in late.completions += 1 }, receiveValue: { late.values.append($0) })
                .store(in: &bag)
            XCTAssertEqual(late.completions, 1, "a subscriber after the end receives the completion at once")
        }
    }

    func testCurrentValueSubjectSendsItsValueFirst() {
        onGtkThread {
            let subject = CurrentValueSubject<String, Never>("a")
            let received = Received<String>()
            let cancellable = subject.sink { received.values.append($0) }
            subject.value = "b"
            subject.send("c")
            XCTAssertEqual(received.values, ["a", "b", "c"])
            XCTAssertEqual(subject.value, "c")
            cancellable.cancel()
            subject.send("d")
            XCTAssertEqual(received.values, ["a", "b", "c"], "nothing after cancel")
        }
    }

    func testLettingGoOfTheCancellableEndsTheSubscription() {
        onGtkThread {
            let subject = PassthroughSubject<Int, Never>()
            let received = Received<Int>()
            var cancellable: AnyCancellable? = subject.sink { received.values.append($0) }
            subject.send(1)
            XCTAssertNotNil(cancellable)
            cancellable = nil
            subject.send(2)
            XCTAssertEqual(received.values, [1])
        }
    }

    func testASubscriberMayCancelItselfInsideSink() {
        onGtkThread {
            let subject = PassthroughSubject<Int, Never>()
            let received = Received<Int>()
            let other = Received<Int>()
            var own: AnyCancellable?
            own = subject.sink { value in
                received.values.append(value)
                own?.cancel()
                own = nil
            }
            let second = subject.sink { other.values.append($0) }
            subject.send(1)
            subject.send(2)
            XCTAssertEqual(received.values, [1], "it got the value it was handling, then nothing")
            XCTAssertEqual(other.values, [1, 2], "the others still receive")
            XCTAssertNil(own)
            second.cancel()
        }
    }

    func testAssignWritesToTheObject() {
        onGtkThread {
            let subject = PassthroughSubject<String, Never>()
            let target = Target()
            let cancellable = subject.assign(to: \.text, on: target)
            subject.send("hello")
            XCTAssertEqual(target.text, "hello")
            cancellable.cancel()
            subject.send("later")
            XCTAssertEqual(target.text, "hello")
        }
    }

    func testMapFilterRemoveDuplicates() {
        onGtkThread {
            let subject = PassthroughSubject<Int, Never>()
            let received = Received<String>()
            let cancellable =
                subject
                .filter { $0 >= 0 }
                .map { $0 / 10 }
                .removeDuplicates()
                .map { "decade \($0)" }
                .sink { received.values.append($0) }
            for value in [1, 5, -3, 12, 19, 3, 30] { subject.send(value) }
            XCTAssertEqual(received.values, ["decade 0", "decade 1", "decade 0", "decade 3"])
            cancellable.cancel()
        }
    }

    func testNotificationCenterPublisher() {
        onGtkThread {
            let center = NotificationCenter()
            let name = Notification.Name("GtkUITests.ping")
            let received = Received<String>()
            var cancellable: AnyCancellable? = center.publisher(for: name)
                .map { $0.userInfo?["text"] as? String ?? "" }
                .sink { received.values.append($0) }
            center.post(name: name, object: nil, userInfo: ["text": "one"])
            center.post(name: Notification.Name("other"), object: nil)
            XCTAssertEqual(received.values, ["one"])
            XCTAssertNotNil(cancellable)
            cancellable = nil
            center.post(name: name, object: nil, userInfo: ["text": "two"])
            XCTAssertEqual(received.values, ["one"], "the observer is removed with the subscription")
        }
    }

    func testSubscribeSubjectForwardsIntoIt() {
        onGtkThread {
            let source = PassthroughSubject<Int, Never>()
            let relay = CurrentValueSubject<Int, Never>(0)
            let link = source.subscribe(relay)
            source.send(4)
            XCTAssertEqual(relay.value, 4)
            link.cancel()
            source.send(5)
            XCTAssertEqual(relay.value, 4)
            let erased: AnyPublisher<Int, Never> = relay.eraseToAnyPublisher()
            let received = Received<Int>()
            _ = erased.sink { received.values.append($0) }
            XCTAssertEqual(received.values, [4])
        }
    }
}
