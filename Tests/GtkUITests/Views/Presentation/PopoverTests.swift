import Foundation
import GtkUI
import GtkUITesting
import XCTest

private struct Tip: Identifiable {
    let id: Int
    let text: String
}

private struct InfoScreen: View {
    let arrowEdge: Edge
    let expose: (Binding<Bool>) -> Void
    @State private var isShown = false

    var body: some View {
        expose($isShown)
        return VStack {
            Button("Info") { isShown = true }
                .popover(isPresented: $isShown, arrowEdge: arrowEdge) {
                    PopoverBody()
                }
        }
        .padding(40)
    }
}

/// The popover's content: a text, a counter whose state shows whether the content was rebuilt,
/// and a button that dismisses.
private struct PopoverBody: View {
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Details")
            Button("Tapped \(taps)") { taps += 1 }
            Button("Done") { dismiss() }
        }
    }
}

private struct TipScreen: View {
    let expose: (Binding<Tip?>) -> Void
    @State private var tip: Tip?

    var body: some View {
        expose($tip)
        return Text("Anchor").padding(40)
            .popover(item: $tip) { tip in Text(tip.text) }
    }
}

/// Finds the popovers of a host's window. GTK 3 keeps them outside the window's container tree,
/// as internal children of the window that `gtk_container_forall` visits.
@MainActor
private enum PopoverProbe {
    private final class Found {
        var popovers: [UnsafeMutablePointer<GtkWidget>] = []
    }

    static func popover(of host: ViewHost) -> UnsafeMutablePointer<GtkWidget>? {
        guard let window = host.gtkWindow else { return nil }
        let found = Found()
        let unmanaged = Unmanaged.passRetained(found)
        defer { unmanaged.release() }
        gtk_container_forall(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self),
            { widget, data in
                guard let widget, let data, widget.isInstance(of: gtk_popover_get_type()) else { return }
                Unmanaged<Found>.fromOpaque(data).takeUnretainedValue().popovers.append(widget)
            }, unmanaged.toOpaque())
        return found.popovers.first
    }
}

@MainActor
private func isShown(_ popover: UnsafeMutablePointer<GtkWidget>?) -> Bool {
    popover.map { gtk_widget_get_mapped($0) != 0 } ?? false
}

final class PopoverTests: GtkTestCase {
    func testTheBindingOpensThePopoverAtTheViewAndEscapeClosesIt() throws {
        try onGtkThread {
            var binding: Binding<Bool>?
            let host = try ViewHost(InfoScreen(arrowEdge: .bottom, expose: { binding = $0 }), size: (300, 240))
            defer { host.close() }
            XCTAssertFalse(host.exists(.text("Details")), "no content before the popover opens")
            host.button("Info").tap()
            XCTAssertEqual(binding?.wrappedValue, true)
            host.settle()
            let popover = try XCTUnwrap(PopoverProbe.popover(of: host))
            XCTAssertTrue(TestLoop.run(until: { isShown(popover) }), "the popover opens")
            XCTAssertEqual(gtk_popover_get_position(popover.cast()), GTK_POS_BOTTOM)
            let relative = try XCTUnwrap(gtk_popover_get_relative_to(popover.cast()))
            XCTAssertEqual(WidgetTree.labels(in: relative), ["Info"], "it points at the view it modifies")
            XCTAssertEqual(WidgetTree.labels(in: popover).prefix(1), ["Details"])

            host.press(key: .escape)
            XCTAssertTrue(TestLoop.run(until: { binding?.wrappedValue == false }), "Escape sets the binding false")
            XCTAssertTrue(TestLoop.run(until: { !isShown(popover) }))
            host.settle()
            XCTAssertEqual(WidgetTree.labels(in: popover), [], "the content goes with the popover")
        }
    }

    func testSettingTheBindingFalseClosesItAndReopeningStartsAfresh() throws {
        try onGtkThread {
            var binding: Binding<Bool>?
            let host = try ViewHost(InfoScreen(arrowEdge: .top, expose: { binding = $0 }), size: (300, 240))
            defer { host.close() }
            binding?.wrappedValue = true
            host.settle()
            let popover = try XCTUnwrap(PopoverProbe.popover(of: host))
            XCTAssertTrue(TestLoop.run(until: { isShown(popover) }))
            XCTAssertEqual(gtk_popover_get_position(popover.cast()), GTK_POS_TOP)
            gtk_button_clicked(WidgetTree.button("Tapped 0", in: popover))
            host.settle()
            XCTAssertEqual(WidgetTree.labels(in: popover), ["Details", "Tapped 1", "Done"])

            binding?.wrappedValue = false
            host.settle()
            XCTAssertTrue(TestLoop.run(until: { !isShown(popover) }), "false closes the popover")
            XCTAssertEqual(binding?.wrappedValue, false)

            binding?.wrappedValue = true
            host.settle()
            XCTAssertTrue(TestLoop.run(until: { isShown(popover) }))
            XCTAssertEqual(WidgetTree.labels(in: popover), ["Details", "Tapped 0", "Done"], "new content, new state")
            gtk_button_clicked(WidgetTree.button("Done", in: popover))
            host.settle()
            XCTAssertEqual(binding?.wrappedValue, false, "dismiss closes the popover")
            XCTAssertTrue(TestLoop.run(until: { !isShown(popover) }))
        }
    }

    func testAnItemPopoverShowsTheItemAndClosingClearsIt() throws {
        try onGtkThread {
            var binding: Binding<Tip?>?
            let host = try ViewHost(TipScreen(expose: { binding = $0 }), size: (300, 240))
            defer { host.close() }
            binding?.wrappedValue = Tip(id: 1, text: "First tip")
            host.settle()
            let popover = try XCTUnwrap(PopoverProbe.popover(of: host))
            XCTAssertTrue(TestLoop.run(until: { isShown(popover) }))
            XCTAssertEqual(WidgetTree.labels(in: popover), ["First tip"])
            binding?.wrappedValue = Tip(id: 2, text: "Second tip")
            host.settle()
            XCTAssertEqual(WidgetTree.labels(in: popover), ["Second tip"], "a new item replaces the content")
            gtk_popover_popdown(popover.cast())
            XCTAssertTrue(TestLoop.run(until: { binding?.wrappedValue == nil }), "closing clears the item")
        }
    }

    func testASetOfEdgesWarnsOnceAndOpensAbove() throws {
        try onGtkThread {
            var binding: Binding<Bool>?
            var host: ViewHost?
            let messages = LogCapture.capture(domain: "GtkUI") {
                host = try? ViewHost(
                    InfoScreen(arrowEdge: [.top, .bottom], expose: { binding = $0 }), size: (300, 240))
                binding?.wrappedValue = true
                host?.settle()
                binding?.wrappedValue = false
                host?.settle()
            }
            defer { host?.close() }
            XCTAssertEqual(messages.filter { $0.contains("arrowEdge") }.count, 1, "\(messages)")
            let popover = try XCTUnwrap(host.flatMap { PopoverProbe.popover(of: $0) })
            XCTAssertEqual(gtk_popover_get_position(popover.cast()), GTK_POS_TOP)
        }
    }
}
