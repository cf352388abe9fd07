import Combine
import Foundation
import GtkUI
import Observation
import XCTest

@Observable
@MainActor
private final class Visibility {
    var shown = true
}

private struct Clock: View {
    let timer = Timer.publish(every: 0.005, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
    }
}

private struct ClockHolder: View {
    let visibility: Visibility
    var body: some View {
        VStack {
            if visibility.shown { Clock() }
            Text("end")
        }
    }
}

private final class Feed: ObservableObject {
    @Published var latest = "first"
}

private struct FeedView: View {
    let feed: Feed
    let subject: PassthroughSubject<Int, Never>
    @State private var text = ""
    @State private var sum = 0
    var body: some View {
        VStack {
            Text("text \(text)")
            Text("sum \(sum)")
        }
        .onReceive(feed.$latest) { text = $0 }
        .onReceive(subject) { sum += $0 }
    }
}

final class OnReceiveTests: GtkTestCase {
    func testTimerDrivesTheViewAndStopsWhenTheViewGoes() {
        onGtkThread {
            let baseline = CombineDiagnostics.liveMainContextSources
            let visibility = Visibility()
            let host = HostingWidget(rootView: ClockHolder(visibility: visibility))
            host.flushUpdates()
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline + 1, "the timer connected once mounted")
            XCTAssertTrue(
                TestLoop.run(until: {
                    host.flushUpdates()
                    return WidgetTree.labels(in: host.widget).first == "ticks 3"
                }))
            visibility.shown = false
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["end"])
            XCTAssertEqual(CombineDiagnostics.liveMainContextSources, baseline, "the timer stopped with its view")
        }
    }

    func testPublishedAndSubjectValuesReachTheView() {
        onGtkThread {
            let feed = Feed()
            let subject = PassthroughSubject<Int, Never>()
            let host = HostingWidget(rootView: FeedView(feed: feed, subject: subject))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["text first", "sum 0"])
            feed.latest = "second"
            subject.send(2)
            subject.send(3)
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["text second", "sum 5"])
            // Updates bring the same publishers: no new subscription, so no replayed value.
            feed.latest = "third"
            host.flushUpdates()
            subject.send(1)
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["text third", "sum 6"])
        }
    }
}
