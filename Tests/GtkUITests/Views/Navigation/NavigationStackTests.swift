import GtkUI
import GtkUITesting
import XCTest

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("plus \(name)") { count += 1 }
        }
    }
}

private struct Pushing: View {
    var body: some View {
        NavigationStack {
            VStack {
                Counter(name: "root")
                NavigationLink("Open 1", value: 1)
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Counter(name: "page\(number)")
                    NavigationLink("Open \(number + 1)", value: number + 1)
                }
            }
        }
    }
}

final class NavigationStackTests: GtkTestCase {
    func testPushAndPopKeepTheStateOfCoveredPages() throws {
        try onGtkThread {
            let host = try ViewHost(Pushing(), size: (300, 200))
            defer { host.close() }
            let window: UnsafeMutablePointer<GtkWidget> = try XCTUnwrap(host.gtkWindow).cast()
            XCTAssertTrue(host.exists(.text("root 0")))
            XCTAssertFalse(host.exists(.button("Back")), "no back button on the root")
            host.button("plus root").tap()
            let rootLabel = host.text("root 1")

            host.button("Open 1").tap()
            XCTAssertTrue(host.exists(.text("page1 0")))
            XCTAssertFalse(host.exists(.text("root 1")), "the covered root is out of sight")
            XCTAssertEqual(NavigationProbe.pageCount(in: window), 2, "the root stays mounted underneath")
            host.button("plus page1").tap()
            host.button("plus page1").tap()
            host.button("Open 2").tap()
            XCTAssertTrue(host.exists(.text("page2 0")))

            host.button("Back").tap()
            XCTAssertTrue(host.exists(.text("page1 2")), "page 1 kept its state")
            host.button("Back").tap()
            XCTAssertEqual(host.text("root 1"), rootLabel, "the root's widgets were not remounted")
            XCTAssertEqual(NavigationProbe.pageCount(in: window), 1, "popped pages are gone")
            XCTAssertFalse(host.exists(.button("Back")))
        }
    }

    func testATypedPathBindingFollowsPushesAndPushesWhatCodeSets() {
        onGtkThread {
            let probe = ControlProbe<[Int]>()
            let host = HostingWidget(
                rootView: ProbeHost([Int](), probe: probe) { path in
                    NavigationStack(path: path) {
                        NavigationLink("Open 5", value: 5)
                            .navigationDestination(for: Int.self) { Text("number \($0)") }
                    }
                })
            let root = host.widget
            NavigationProbe.click("Open 5", in: root)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [[5]], "pushing appends to the bound array once")
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 5"])

            probe.state?.wrappedValue = [5, 7, 9]
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 9"])
            XCTAssertEqual(
                NavigationProbe.pageCount(in: root), 3, "the root, 5 (shown before) and 9; 7 mounts when shown")
            XCTAssertEqual(
                gtk_button_get_label(NavigationProbe.backButton(in: root)).map { String(cString: $0) }, "Back")

            probe.state?.wrappedValue = []
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["Open 5"])
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 1)

            probe.state?.wrappedValue = [1]
            host.flushUpdates()
            gtk_button_clicked(NavigationProbe.backButton(in: root)!)
            host.flushUpdates()
            XCTAssertEqual(probe.writes, [[5], []], "popping removes the last value; setting from code writes nothing")
        }
    }

    func testANavigationPathBindingHoldsValuesOfSeveralTypes() {
        onGtkThread {
            let probe = ControlProbe<NavigationPath>()
            let host = HostingWidget(
                rootView: ProbeHost(NavigationPath(), probe: probe) { path in
                    NavigationStack(path: path) {
                        NavigationLink("Open word", value: "word")
                            .navigationDestination(for: Int.self) { Text("number \($0)") }
                            .navigationDestination(for: String.self) { word in
                                NavigationLink("Open 3", value: word.count - 1)
                            }
                    }
                })
            let root = host.widget
            NavigationProbe.click("Open word", in: root)
            host.flushUpdates()
            NavigationProbe.click("Open 3", in: root)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 3"])
            XCTAssertEqual(probe.writes.last?.count, 2)
            XCTAssertEqual(probe.writes.last, NavigationPath(["word"] as [AnyHashable] + [3]))

            var path = NavigationPath()
            path.append(8)
            XCTAssertFalse(path.isEmpty)
            probe.state?.wrappedValue = path
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 8"])
            path.removeLast()
            probe.state?.wrappedValue = path
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["Open word"])
        }
    }

    func testALinkWithADestinationViewPushesIt() {
        onGtkThread {
            let host = HostingWidget(
                rootView: NavigationStack {
                    NavigationLink("Details") { Counter(name: "details") }
                })
            let root = host.widget
            let link = WidgetTree.button("Details", in: root)
            XCTAssertEqual(accessibleName(of: link), "Details", "a link is a button named by its label")
            gtk_button_clicked(link)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "details 0")
            NavigationProbe.click("plus details", in: root)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "details 1")
            gtk_button_clicked(NavigationProbe.backButton(in: root)!)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["Details"])
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 1)
        }
    }

    func testAPageWithoutADestinationIsEmptyWithOneWarning() {
        onGtkThread {
            var host: HostingWidget<NavigationStack<[Int], Text>>?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = HostingWidget(rootView: NavigationStack(path: .constant([1, 2])) { Text("root") })
            }
            XCTAssertEqual(NavigationProbe.shownLabels(in: host!.widget), [])
            XCTAssertEqual(messages.filter { $0.contains("navigationDestination(for: Int.self)") }.count, 1)
        }
    }

    func testAltLeftAndTheMouseBackButtonPop() {
        onGtkThread {
            let window = HostingWindow(rootView: Pushing())
            window.present()
            defer { window.close() }
            let root = window.widget
            NavigationProbe.click("Open 1", in: root)
            window.flushUpdates()
            NavigationProbe.click("Open 2", in: root)
            window.flushUpdates()
            TestLoop.drain()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page2 0")

            NavigationProbe.press(GDK_KEY_Left, state: GDK_CONTROL_MASK, on: root)
            window.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page2 0", "only Alt+Left pops")
            NavigationProbe.press(GDK_KEY_Left, state: GDK_MOD1_MASK, on: root)
            window.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page1 0")

            let events = WidgetTree.first(gtk_event_box_get_type(), in: root)!
            NavigationProbe.pressButton(1, on: events)
            window.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "page1 0", "only the back button pops")
            NavigationProbe.pressButton(8, on: events)
            window.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "root 0")
            NavigationProbe.press(GDK_KEY_Left, state: GDK_MOD1_MASK, on: root)
            window.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "root 0", "nothing to pop at the root")
        }
    }

    func testIsPresentedPushesAndPopsBothWays() {
        onGtkThread {
            let probe = ControlProbe<Bool>()
            let host = HostingWidget(
                rootView: ProbeHost(false, probe: probe) { isPresented in
                    NavigationStack {
                        Button("Show") { isPresented.wrappedValue = true }
                            .navigationDestination(isPresented: isPresented) { Counter(name: "presented") }
                    }
                })
            let root = host.widget
            // The presenter follows the binding after a pass, as `onChange` does; its push is
            // shown by the next.
            let flush = {
                host.flushUpdates()
                host.flushUpdates()
            }
            NavigationProbe.click("Show", in: root)
            flush()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "presented 0")
            gtk_button_clicked(NavigationProbe.backButton(in: root)!)
            flush()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["Show"])
            XCTAssertEqual(probe.writes, [true, false], "the user's pop sets it false")

            probe.state?.wrappedValue = true
            flush()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root).first, "presented 0")
            probe.state?.wrappedValue = false
            flush()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["Show"])
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 1)
            XCTAssertEqual(probe.writes, [true, false], "setting it from code writes nothing back")
        }
    }

    func testAltLeftPopsTheInnermostStackFirst() {
        onGtkThread {
            let window = HostingWindow(
                rootView: NavigationStack {
                    NavigationLink("Outer") {
                        NavigationStack {
                            NavigationLink("Inner") { Text("inner page") }
                        }
                    }
                })
            window.present()
            defer { window.close() }
            let root = window.widget
            gtk_button_clicked(WidgetTree.button("Outer", in: root))
            window.flushUpdates()
            gtk_button_clicked(WidgetTree.button("Inner", in: root))
            window.flushUpdates()
            TestLoop.drain()
            let stacks = WidgetTree.all(gtk_stack_get_type(), in: root)
            XCTAssertEqual(stacks.count, 2)
            let shown = { (stack: UnsafeMutablePointer<GtkWidget>) in
                gtk_stack_get_visible_child(stack.cast()).flatMap { WidgetTree.labels(in: $0).last }
            }
            XCTAssertEqual(shown(stacks[1]), "inner page")
            NavigationProbe.press(GDK_KEY_Left, state: GDK_MOD1_MASK, on: root)
            window.flushUpdates()
            XCTAssertEqual(shown(stacks[1]), "Inner", "the inner stack popped")
            XCTAssertEqual(WidgetTree.children(of: stacks[0]).count, 2, "the outer one did not")
            NavigationProbe.press(GDK_KEY_Left, state: GDK_MOD1_MASK, on: root)
            window.flushUpdates()
            XCTAssertEqual(shown(stacks[0]), "Outer")
        }
    }
}
