import GtkUI
import XCTest

private struct TabReader: View {
    let log: BodyLog
    let name: String
    @SceneStorage("tab") private var tab = "inbox"

    var body: some View {
        log.record(name)
        return HStack {
            Text("\(name) \(tab)")
            Button("\(name) sent") { tab = "sent" }
        }
    }
}

private struct Bystander: View {
    let log: BodyLog
    @SceneStorage("other") private var other = 0

    var body: some View {
        log.record("bystander")
        return Text("other \(other)")
    }
}

final class SceneStorageTests: GtkTestCase {
    func testViewsOfOneWindowShareAKeyAndOtherWindowsKeepTheirOwn() {
        onGtkThread {
            let log = BodyLog()
            let first = HostingWidget(
                rootView: VStack {
                    TabReader(log: log, name: "a")
                    TabReader(log: log, name: "b")
                    Bystander(log: log)
                })
            let second = HostingWidget(rootView: TabReader(log: log, name: "c"))
            XCTAssertEqual(log.counts, ["a": 1, "b": 1, "c": 1, "bystander": 1])

            gtk_button_clicked(WidgetTree.button("a sent", in: first.widget))
            first.flushUpdates()
            second.flushUpdates()
            XCTAssertEqual(log.counts, ["a": 2, "b": 2, "c": 1, "bystander": 1])
            XCTAssertTrue(WidgetTree.labels(in: first.widget).contains("b sent"))
            XCTAssertTrue(WidgetTree.labels(in: second.widget).contains("c inbox"), "another window, another value")

            // Setting the same value again evaluates nothing.
            gtk_button_clicked(WidgetTree.button("b sent", in: first.widget))
            first.flushUpdates()
            XCTAssertEqual(log.count("a"), 2)
        }
    }

    func testDeclarationsOfOneKeyWithTwoTypesWarnOnce() {
        onGtkThread {
            struct Clash: View {
                @SceneStorage("key") var text = "x"
                @SceneStorage("key") var number = 1
                var body: some View {
                    VStack {
                        Text("\(text) \(number)")
                        Button("set") { text = "y" }
                    }
                }
            }
            let host = HostingWidget(rootView: Clash())
            let messages = LogCapture.capture(domain: "GtkUI") {
                gtk_button_clicked(WidgetTree.button("set", in: host.widget))
                host.flushUpdates()
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("y 1"))
        }
    }
}
