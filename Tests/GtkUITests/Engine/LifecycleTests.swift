import GtkUI
import XCTest

@MainActor
private final class Events {
    var log: [String] = []
}

private struct Lifecycle: View {
    let events: Events
    let shown: Bool
    let value: Int
    let taskID: Int

    var body: some View {
        VStack {
            if shown {
                Text("child")
                    .onAppear { events.log.append("appear") }
                    .onDisappear { events.log.append("disappear") }
                    .onChange(of: value) { old, new in events.log.append("change \(old)->\(new)") }
                    .task(id: taskID) { [events, taskID] in
                        events.log.append("task \(taskID) start")
                        do {
                            try await Task.sleep(for: .seconds(60))
                        } catch {
                            events.log.append("task \(taskID) cancelled")
                        }
                    }
            }
        }
    }
}

final class LifecycleTests: GtkTestCase {
    func testAppearChangeTaskAndDisappear() {
        onGtkThread {
            let events = Events()
            let host = HostingWidget(rootView: Lifecycle(events: events, shown: true, value: 1, taskID: 1))
            TestLoop.run(until: { events.log.contains("task 1 start") })
            XCTAssertEqual(events.log.filter { $0 == "appear" }.count, 1)

            host.rootView = Lifecycle(events: events, shown: true, value: 2, taskID: 1)
            XCTAssertTrue(events.log.contains("change 1->2"))
            host.rootView = Lifecycle(events: events, shown: true, value: 2, taskID: 1)
            XCTAssertEqual(events.log.filter { $0.hasPrefix("change") }.count, 1, "no change, no call")

            host.rootView = Lifecycle(events: events, shown: true, value: 2, taskID: 2)
            TestLoop.run(until: { events.log.contains("task 2 start") && events.log.contains("task 1 cancelled") })
            XCTAssertTrue(events.log.contains("task 1 cancelled"), "a new id cancels the old task")

            host.rootView = Lifecycle(events: events, shown: false, value: 2, taskID: 2)
            TestLoop.run(until: { events.log.contains("task 2 cancelled") })
            XCTAssertEqual(events.log.filter { $0 == "disappear" }.count, 1)
            XCTAssertTrue(events.log.contains("task 2 cancelled"), "removal cancels the task")
            XCTAssertEqual(events.log.filter { $0 == "appear" }.count, 1)
        }
    }
}
