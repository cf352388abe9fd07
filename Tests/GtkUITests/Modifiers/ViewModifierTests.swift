import GtkUI
import XCTest

/// Counts the bodies of the modifiers below, so tests see which evaluations ran.
@MainActor
private enum Probe {
    static var counterBodies = 0
}

/// A modifier with state of its own, shown in a button's title.
private struct Counter: ViewModifier {
    let title: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        Probe.counterBodies += 1
        return VStack {
            content
            Button("\(title) \(taps)") { taps += 1 }
        }
    }
}

private struct CounterHost: View {
    let label: String
    let title: String
    let id: Int
    var body: some View {
        Text(label).modifier(Counter(title: title)).id(id)
    }
}

/// Shows its content only while `isShown`, a state of its own.
private struct Collapsible: ViewModifier {
    @State private var isShown = true

    func body(content: Content) -> some View {
        VStack {
            Button(isShown ? "hide" : "show") { isShown.toggle() }
            if isShown {
                HStack { content }
            } else {
                Text("collapsed")
            }
        }
    }
}

/// Shows its content twice, once in an overlay.
private struct Twice: ViewModifier {
    func body(content: Content) -> some View {
        HStack { content }.overlay(content)
    }
}

/// Never shows its content.
private struct Replacing: ViewModifier {
    func body(content: Content) -> some View {
        Text("replacement")
    }
}

/// Adds a label after its content.
private struct Suffix: ViewModifier {
    let text: String
    func body(content: Content) -> some View {
        VStack {
            content
            Text(text)
        }
    }
}

/// Reads the environment and a binding.
private struct Reader: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    @Binding var count: Int

    func body(content: Content) -> some View {
        VStack {
            content
            Text(isEnabled ? "enabled" : "disabled")
            Button("count \(count)") { count += 1 }
        }
    }
}

private struct ReaderHost: View {
    @State private var count = 0
    let enabled: Bool
    var body: some View {
        VStack {
            Text("parent \(count)").modifier(Reader(count: $count))
        }
        .disabled(!enabled)
    }
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// The modified view: it reads the greeting that an ancestor writes.
private struct GreetingLabel: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting) }
}

/// Reads the environment itself, so an environment change evaluates its body again.
private struct Framed: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    func body(content: Content) -> some View {
        VStack {
            content
            Text(isEnabled ? "framed" : "framed, disabled")
        }
    }
}

/// Has no inputs and reads nothing, so a new environment reaches the modifier below it without
/// a new `ModifiedContent` value: only the environment changes.
private struct FramedGreeting: View {
    var body: some View { GreetingLabel().modifier(Framed()) }
}

private struct GreetingHost: View {
    let greeting: String
    var body: some View { FramedGreeting().environment(\.greeting, greeting) }
}

extension View {
    fileprivate func suffixed(_ text: String) -> some View { modifier(Suffix(text: text)) }
}

final class ViewModifierTests: GtkTestCase {
    func testStateIsKeptAcrossParentUpdatesAndResetWhenIdentityChanges() {
        onGtkThread {
            let host = HostingWidget(rootView: CounterHost(label: "a", title: "m", id: 1))
            gtk_button_clicked(WidgetTree.button("m 0", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["a", "m 1"])

            host.rootView = CounterHost(label: "b", title: "m", id: 1)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["b", "m 1"], "content updated, state kept")

            host.rootView = CounterHost(label: "b", title: "n", id: 1)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["b", "n 1"], "modifier updated, state kept")

            host.rootView = CounterHost(label: "b", title: "n", id: 2)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["b", "n 0"], "a new identity resets the state")
        }
    }

    func testBodyIsEvaluatedOnlyWhenTheModifierOrItsStateChanged() {
        onGtkThread {
            Probe.counterBodies = 0
            let host = HostingWidget(rootView: CounterHost(label: "a", title: "m", id: 1))
            XCTAssertEqual(Probe.counterBodies, 1)

            host.rootView = CounterHost(label: "b", title: "m", id: 1)
            XCTAssertEqual(Probe.counterBodies, 1, "a new content alone does not evaluate the body")
            XCTAssertEqual(WidgetTree.labels(in: host.widget).first, "b")

            host.rootView = CounterHost(label: "b", title: "m", id: 1)
            XCTAssertEqual(Probe.counterBodies, 1, "nothing changed")

            host.rootView = CounterHost(label: "b", title: "n", id: 1)
            XCTAssertEqual(Probe.counterBodies, 2, "a new modifier value evaluates the body")

            gtk_button_clicked(WidgetTree.button("n 0", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(Probe.counterBodies, 3, "its own state evaluates the body")
        }
    }

    func testContentInsideAConditionalAndAStack() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("inside").modifier(Collapsible()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["hide", "inside"])
            gtk_button_clicked(WidgetTree.button("hide", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["show", "collapsed"])
            gtk_button_clicked(WidgetTree.button("show", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["hide", "inside"])
        }
    }

    func testContentMayAppearTwiceAndFollowsChanges() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("one").modifier(Twice()))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["one", "one"])
            host.rootView = Text("two").modifier(Twice())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["two", "two"])
        }
    }

    func testABodyWithoutContentWarnsOncePerModifierType() {
        onGtkThread {
            var host: HostingWidget<AnyView>?
            let warnings = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(
                    rootView: AnyView(
                        VStack {
                            Text("first").modifier(Replacing())
                            Text("second").modifier(Replacing())
                        }))
            }
            XCTAssertEqual(warnings.filter { $0.contains("Replacing") }.count, 1, "\(warnings)")
            XCTAssertEqual(host.map { WidgetTree.labels(in: $0.widget) }, ["replacement", "replacement"])

            let quiet = LogCapture.capture(domain: "GtkUI") {
                _ = HostingWidget(rootView: Text("x").modifier(Collapsible()))
                _ = HostingWidget(rootView: Text("y").modifier(EmptyModifier()))
            }
            XCTAssertEqual(quiet, [], "content used, or used in a branch")
        }
    }

    func testConcatAppliesTheFirstModifierFirst() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("x").modifier(Suffix(text: "A").concat(Suffix(text: "B"))))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["x", "A", "B"])
            host.rootView = Text("y").modifier(Suffix(text: "A").concat(Suffix(text: "C")))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["y", "A", "C"])
        }
    }

    func testEnvironmentAndBindingInAModifier() {
        onGtkThread {
            let host = HostingWidget(rootView: ReaderHost(enabled: true))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["parent 0", "enabled", "count 0"])
            gtk_button_clicked(WidgetTree.button("count 0", in: host.widget))
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["parent 1", "enabled", "count 1"])
            host.rootView = ReaderHost(enabled: false)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["parent 1", "disabled", "count 1"])
        }
    }

    func testEmptyModifierShowsItsContent() {
        onGtkThread {
            let host = HostingWidget(rootView: Text("plain").modifier(EmptyModifier.identity))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["plain"])
        }
    }

    func testChainsTypeCheck() {
        onGtkThread {
            let view = Text("chain")
                .suffixed("s")
                .padding()
                .frame(width: 200)
                .modifier(EmptyModifier())
                .padding(4)
                .background(Color.red)
                .opacity(0.5)
            let host = HostingWidget(rootView: view)
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["chain", "s"])
        }
    }

    func testContentFollowsAnEnvironmentChangedByAnAncestor() {
        onGtkThread {
            let host = HostingWidget(rootView: GreetingHost(greeting: "hello"))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["hello", "framed"])
            host.rootView = GreetingHost(greeting: "bonjour")
            XCTAssertEqual(
                WidgetTree.labels(in: host.widget), ["bonjour", "framed"],
                "the modifier's body ran again with the same content; the content still sees the new environment")
        }
    }
}
