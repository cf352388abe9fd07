import GtkUI
import GtkUITesting
import XCTest

@MainActor
private final class ToggleLog {
    var bodies = 0
    var seen: [Bool] = []
}

/// A user's toggle style: a button that flips the binding, with a mark in its label.
private struct Checklist: ToggleStyle {
    let log: ToggleLog
    func makeBody(configuration: Configuration) -> some View {
        log.bodies += 1
        log.seen.append(configuration.isOn)
        return Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }
}

/// A style that forgets the label.
private struct Bare: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("flip") { configuration.isOn.toggle() }
    }
}

/// ``ToggleStyle`` of a user's own: its body, its binding, the nearest style, a dropped label.
final class CustomToggleStyleTests: GtkTestCase {
    func testACustomStyleDrawsTheToggleAndFlipsItsBinding() throws {
        try onGtkThread {
            let log = ToggleLog()
            let probe = ControlProbe<Bool>()
            let host = try ViewHost(
                ProbeHost(false, probe: probe) { Toggle("Milk", isOn: $0).toggleStyle(Checklist(log: log)) },
                size: (200, 80))
            defer { host.close() }
            XCTAssertEqual(log.seen, [false])
            let button = host.first(.button())
            XCTAssertTrue(button.exists)
            XCTAssertEqual(WidgetTree.labels(in: host.gtkWindow!.cast()), ["[ ]", "Milk"])
            button.tap()
            XCTAssertEqual(probe.writes, [true])
            XCTAssertEqual(log.seen.last, true, "the body is made again with the new value")
            XCTAssertEqual(WidgetTree.labels(in: host.gtkWindow!.cast()), ["[x]", "Milk"])
        }
    }

    func testTheNearestToggleStyleWins() {
        onGtkThread {
            let outer = ToggleLog()
            let inner = ToggleLog()
            let host = HostingWidget(
                rootView: VStack {
                    Toggle("A", isOn: .constant(true))
                    VStack { Toggle("B", isOn: .constant(true)) }.toggleStyle(Checklist(log: inner))
                    Toggle("C", isOn: .constant(true)).toggleStyle(.switch)
                }
                .toggleStyle(Checklist(log: outer)))
            XCTAssertEqual(outer.bodies, 1)
            XCTAssertEqual(inner.bodies, 1)
            XCTAssertNotNil(WidgetTree.first(gtk_switch_get_type(), in: host.widget))
        }
    }

    func testAStyleThatDropsTheLabelWarnsOnce() {
        onGtkThread {
            let messages = LogCapture.capture(domain: "GtkUI") {
                _ = HostingWidget(
                    rootView: VStack {
                        Toggle("A", isOn: .constant(true))
                        Toggle("B", isOn: .constant(true))
                    }
                    .toggleStyle(Bare()))
            }
            XCTAssertEqual(messages.filter { $0.contains("configuration.label") }.count, 1, "\(messages)")
        }
    }
}
