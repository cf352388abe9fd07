import GtkUI
import XCTest

/// Records the calls a representable receives, in order.
@MainActor
final class CallLog {
    var calls: [String] = []
    var handlerRuns = 0
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var accent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// A GtkSpinButton with a coordinator and a two-way binding, written as users write them.
private struct Spin: GtkWidgetRepresentable {
    @Binding var value: Double
    let log: CallLog

    func makeCoordinator() -> Coordinator {
        log.calls.append("makeCoordinator")
        return Coordinator(value: $value, log: log)
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
        log.calls.append("makeWidget")
        let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(0, 100, 1)!.cast()
        let coordinator = context.coordinator
        context.connect(spin, "value-changed") { _ in
            coordinator.log.handlerRuns += 1
            coordinator.value.wrappedValue = gtk_spin_button_get_value(spin)
        }
        return spin
    }

    func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
        log.calls.append("updateWidget accent=\(context.environment.accent)")
        context.coordinator.value = $value
        if gtk_spin_button_get_value(spin) != value {
            context.withSignalsBlocked { gtk_spin_button_set_value(spin, value) }
        }
    }

    static func dismantleWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, coordinator: Coordinator) {
        coordinator.log.calls.append("dismantleWidget")
    }

    final class Coordinator {
        var value: Binding<Double>
        let log: CallLog
        init(value: Binding<Double>, log: CallLog) {
            self.value = value
            self.log = log
        }
    }
}

private struct SpinHost: View {
    let log: CallLog
    let shown: Bool
    let accent: Int
    let expose: (Binding<Double>) -> Void
    @State private var value = 10.0

    var body: some View {
        expose($value)
        return VStack {
            Text("value \(Int(value))")
            if shown {
                Spin(value: $value, log: log)
            }
        }
        .environment(\.accent, accent)
    }
}

/// A representable that measures itself.
private struct FixedSize: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> { gtk_label_new("x") }
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkWidget>, context: Context)
        -> ViewSize?
    {
        // 10 pixels of height per 100 of width, at least 20 wide; 300 wide by nature.
        let width = proposal.width ?? 300
        return ViewSize(width: max(width, 20), height: (max(width, 20) / 100 * 10).rounded(.up))
    }
}

final class RepresentableTests: GtkTestCase {
    func testCallOrderUpdatesAndDismantleOnce() {
        onGtkThread {
            let log = CallLog()
            let host = HostingWidget(rootView: SpinHost(log: log, shown: true, accent: 0, expose: { _ in }))
            XCTAssertEqual(log.calls, ["makeCoordinator", "makeWidget", "updateWidget accent=0"])

            host.rootView = SpinHost(log: log, shown: true, accent: 3, expose: { _ in })
            XCTAssertEqual(log.calls.last, "updateWidget accent=3", "an environment change updates the widget")

            host.rootView = SpinHost(log: log, shown: false, accent: 3, expose: { _ in })
            XCTAssertEqual(log.calls.filter { $0 == "dismantleWidget" }.count, 1)
            host.rootView = SpinHost(log: log, shown: false, accent: 4, expose: { _ in })
            XCTAssertEqual(log.calls.filter { $0 == "dismantleWidget" }.count, 1, "dismantle runs exactly once")
        }
    }

    func testBindingChangeUpdatesWidgetWithoutEcho() {
        onGtkThread {
            let log = CallLog()
            var binding: Binding<Double>?
            let host = HostingWidget(rootView: SpinHost(log: log, shown: true, accent: 0, expose: { binding = $0 }))
            let spin: UnsafeMutablePointer<GtkSpinButton> = WidgetTree.first(
                gtk_spin_button_get_type(), in: host.widget)!
                .cast()
            XCTAssertEqual(gtk_spin_button_get_value(spin), 10)

            // Code changes the state: the widget follows, the handler does not run.
            binding?.wrappedValue = 42
            host.flushUpdates()
            XCTAssertEqual(gtk_spin_button_get_value(spin), 42)
            XCTAssertEqual(log.handlerRuns, 0, "a programmatic set never echoes through the handler")

            // The user changes the widget: the handler runs once and the state follows.
            gtk_spin_button_set_value(spin, 7)
            XCTAssertEqual(log.handlerRuns, 1)
            XCTAssertEqual(binding?.wrappedValue, 7)
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("value 7"))
            XCTAssertEqual(log.handlerRuns, 1, "the update after the user's change does not echo either")
        }
    }

    func testNoSignalReachesTheCoordinatorAfterDismantle() {
        onGtkThread {
            let log = CallLog()
            let host = HostingWidget(rootView: SpinHost(log: log, shown: true, accent: 0, expose: { _ in }))
            let spin = GObjectReference(retaining: WidgetTree.first(gtk_spin_button_get_type(), in: host.widget)!)
            host.rootView = SpinHost(log: log, shown: false, accent: 0, expose: { _ in })
            gtk_spin_button_set_value(spin.pointer.cast(), 55)
            XCTAssertEqual(log.handlerRuns, 0)
        }
    }

    func testThousandMountCyclesLeaveNothingBehind() {
        onGtkThread {
            let log = CallLog()
            let host = HostingWidget(rootView: SpinHost(log: log, shown: false, accent: 0, expose: { _ in }))
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            for cycle in 0..<1000 {
                host.rootView = SpinHost(log: log, shown: cycle % 2 == 0, accent: 0, expose: { _ in })
            }
            XCTAssertEqual(log.calls.filter { $0 == "makeWidget" }.count, 500)
            XCTAssertEqual(log.calls.filter { $0 == "dismantleWidget" }.count, 500)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
        }
    }

    func testReleasingTheHostFreesEveryWidgetCoordinatorAndBox() {
        onGtkThread {
            let widgets = Diagnostics.liveWidgets.value
            let coordinators = Diagnostics.liveCoordinators.value
            let boxes = Diagnostics.liveSignalBoxes.value
            weak var coordinator: AnyObject?
            do {
                let log = CallLog()
                let host = HostingWidget(rootView: SpinHost(log: log, shown: true, accent: 0, expose: { _ in }))
                XCTAssertGreaterThan(Diagnostics.liveWidgets.value, widgets)
                coordinator = log
                _ = host
            }
            XCTAssertNil(coordinator)
            XCTAssertEqual(Diagnostics.liveWidgets.value, widgets)
            XCTAssertEqual(Diagnostics.liveCoordinators.value, coordinators)
            XCTAssertEqual(Diagnostics.liveSignalBoxes.value, boxes)
        }
    }

    func testSizeThatFitsAnswersGtkSizeQueries() {
        onGtkThread {
            let host = HostingWidget(rootView: FixedSize())
            let measured = WidgetTree.children(of: host.widget)[0]
            // The host centres content that does not fill it, and GTK measures a centred widget's
            // height at no more than its natural width; filling lets the query reach the bin as given.
            gtk_widget_set_halign(measured, GTK_ALIGN_FILL)
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_get_preferred_width(measured, &minimum, &natural)
            XCTAssertEqual(minimum, 20)
            XCTAssertEqual(natural, 300)
            gtk_widget_get_preferred_height_for_width(measured, 500, &minimum, &natural)
            XCTAssertEqual(natural, 50, "height for width asks with the width fixed")
        }
    }

    func testHostInsideRepresentableInsideHost() {
        onGtkThread {
            let outer = HostingWidget(
                rootView: VStack {
                    Text("outer"); Island()
                })
            XCTAssertEqual(WidgetTree.labels(in: outer.widget), ["outer", "inner 0", "inner+"])
            gtk_button_clicked(WidgetTree.button("inner+", in: outer.widget))
            TestLoop.drain()
            XCTAssertEqual(WidgetTree.labels(in: outer.widget), ["outer", "inner 1", "inner+"])
        }
    }
}

private struct InnerCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("inner \(count)")
            Button("inner+") { count += 1 }
        }
    }
}

/// An imperative GtkFrame whose content is again declarative.
private struct Island: GtkWidgetRepresentable {
    func makeCoordinator() -> HostingWidget<InnerCounter> { HostingWidget(rootView: InnerCounter()) }
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_frame_new(nil)!
        gtk_container_add(frame.cast(), context.coordinator.widget)
        return frame
    }
    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}
