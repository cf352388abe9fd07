import Foundation
import GtkUI
import XCTest

/// The reconciler's main guard: random view trees, random updates, and after every step a
/// comparison of the mounted GTK tree with a fresh mount of the same model.
///
/// `GTKUI_DIFF_SEED` replays one run (the seed is printed at the start and in every failure),
/// `GTKUI_DIFF_STEPS` sets the number of steps (2000 by default) and `GTKUI_DIFF_TRACE=1` prints
/// each step's actions, which also shows where a crash happened.
///
/// Rows carry `@State` tap counts. The test knows which rows it tapped and which identities the
/// reconciler must keep (``DiffNode/collectMountedRows(path:into:)``), so a fresh mount starts each
/// row at the count the live row must show: kept rows must keep their state across moves and
/// parent updates, and rows that lost their identity must start again from their initial value.
final class DifferentialTests: GtkTestCase {
    func testRandomUpdatesMatchAFreshMount() {
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["GTKUI_DIFF_SEED"].flatMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
            ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let steps = environment["GTKUI_DIFF_STEPS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 2000
        let trace = ["1", "true", "yes"].contains(environment["GTKUI_DIFF_TRACE"]?.lowercased() ?? "")
        print("DifferentialTests: seed=\(seed) steps=\(steps) (replay with GTKUI_DIFF_SEED=\(seed))")

        onGtkThread {
            // The desktop's settings are watched from the first host of the process on, for as
            // long as it runs: start that watch before counting, so it is not counted as a leak of
            // this test's host when the test runs alone.
            do { HostingWidget(rootView: Text("start the watch")).flushUpdates() }
            TestLoop.drain()
            let baseline = DiffCounters()
            let started = Date()
            let run = DifferentialRun(seed: seed, baseline: baseline, trace: trace)
            var failure: String?
            let logged = DiffWarnings.collect {
                failure = run.run(steps: steps)
                run.dropHost()
                TestLoop.drain()
            }
            if let failure { XCTFail("seed=\(seed) \(failure)") }
            // Lists with repeated keys are part of the model; their one warning is expected.
            let warnings = logged.filter { !$0.contains("ForEach found the id") }
            if !warnings.isEmpty {
                let distinct = Array(Set(warnings)).sorted().prefix(10).joined(separator: "\n")
                XCTFail(
                    "seed=\(seed): GTK, GLib or GtkUI warned \(warnings.count) times; replay with GTKUI_DIFF_TRACE=1 "
                        + "G_DEBUG=fatal-warnings to stop at the first one. Distinct warnings:\n\(distinct)")
            }
            XCTAssertEqual(run.shownRows, 0, "seed=\(seed): every row that appeared must disappear with the host")
            XCTAssertEqual(
                DiffCounters(), baseline, "seed=\(seed): dropping the host must free every widget, coordinator and box")
            print("DifferentialTests: seed=\(seed) ran \(run.stepsRun) steps in \(Date().timeIntervalSince(started)) s")
        }
    }
}

/// Collects the warnings and criticals that GTK, GLib and GtkUI log while a block runs.
@MainActor
enum DiffWarnings {
    static func collect(_ body: () -> Void) -> [String] {
        var warnings: [String] = []
        let gtk = LogCapture.capture(domain: "Gtk") {
            let gdk = LogCapture.capture(domain: "Gdk") {
                let gobject = LogCapture.capture(domain: "GLib-GObject") {
                    warnings += LogCapture.capture(domain: "GtkUI", body).map { "GtkUI: " + $0 }
                }
                warnings += gobject.map { "GLib-GObject: " + $0 }
            }
            warnings += gdk.map { "Gdk: " + $0 }
        }
        return warnings + gtk.map { "Gtk: " + $0 }
    }
}

/// The resources GtkUI counts, read together.
struct DiffCounters: Equatable, CustomStringConvertible {
    var widgets = Diagnostics.liveWidgets.value
    var coordinators = Diagnostics.liveCoordinators.value
    var signalBoxes = Diagnostics.liveSignalBoxes.value

    static func - (lhs: DiffCounters, rhs: DiffCounters) -> DiffCounters {
        var difference = lhs
        difference.widgets -= rhs.widgets
        difference.coordinators -= rhs.coordinators
        difference.signalBoxes -= rhs.signalBoxes
        return difference
    }

    var description: String {
        "\(widgets) widgets, \(coordinators) coordinators, \(signalBoxes) signal boxes"
    }
}

/// One seeded run: a live host, the model it shows, and the tap counts its rows must show.
@MainActor
final class DifferentialRun {
    private var mutator: DiffMutator
    private let store: DiffStore
    private let liveContext: DiffRenderContext
    private var host: HostingWidget<DiffModelView>?
    /// Holds the live host's widget, so GTK realises, sizes and draws it as in an app.
    private let window: UnsafeMutablePointer<GtkWidget>
    private let baseline: DiffCounters
    private let trace: Bool
    /// The tap count each mounted row must show, by identity path.
    private var taps: [String: Int] = [:]
    private var mountedRows: [DiffMountedRow] = []
    /// What this step and the one before did, for failure messages.
    private var actions: [String] = []
    private var previousActions: [String] = []
    private var problems: [String] = []
    private(set) var stepsRun = 0

    /// Widgets a model may make with every branch shown, roughly; keeps a step cheap.
    private static let maxCost = 60

    init(seed: UInt64, baseline: DiffCounters, trace: Bool) {
        mutator = DiffMutator(seed: seed, maxCost: Self.maxCost)
        store = DiffStore(root: mutator.makeTree(budget: Self.maxCost * 2 / 3))
        liveContext = DiffRenderContext(store: store, startTaps: nil)
        self.baseline = baseline
        self.trace = trace
        let host = HostingWidget(rootView: DiffModelView(node: store.root, context: liveContext))
        self.host = host
        window = gtk_offscreen_window_new()
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show(window)
        refreshExpectedTaps()
    }

    /// Runs `steps` random steps and checks after each one.
    /// - Returns: the first failure, naming its step.
    func run(steps: Int) -> String? {
        if trace { print("step=0: mount \(store.root.summary)") }
        if let problem = check() { return failure(step: 0, "(the first mount) " + problem) }
        for step in 1...max(1, steps) {
            previousActions = actions
            actions = []
            performRandomStep()
            stepsRun = step
            if trace, let host {
                let widgets = WidgetTree.describe(host.widget).split(separator: "\n").count
                print("step=\(step) widgets=\(widgets): \(actions.joined(separator: "; "))")
            }
            if let problem = check() { return failure(step: step, problem) }
            // Lets GTK lay out and draw the updated tree.
            TestLoop.drain()
        }
        return nil
    }

    /// Drops the host, then destroys the window that still holds its root widget.
    func dropHost() {
        host = nil
        gtk_widget_destroy(window)
    }

    /// Rows of the live host that appeared and did not disappear.
    var shownRows: Int { liveContext.shownRows }

    // MARK: Steps

    private func performRandomStep() {
        let roll = mutator.random.below(100)
        switch roll {
        case 0..<55:
            if mutator.random.chance(20) { tapRandomRow() }
            for _ in 0...mutator.random.below(3) {
                actions.append(mutator.mutate(&store.root))
            }
            render()
        case 55..<72:
            for _ in 0...mutator.random.below(2) { tapRandomRow() }
            settle()
        case 72..<83:
            toggleRandomCheckButton()
            settle()
        case 83..<94:
            editRandomEntry()
            settle()
        case 94..<99:
            actions.append("show the same model again")
            render()
        default:
            store.root = mutator.makeTree(budget: Self.maxCost * 2 / 3)
            actions.append("show a new tree \(store.root.summary)")
            render()
        }
    }

    /// Shows the model in the live host, as a parent's body would.
    private func render() {
        host?.rootView = DiffModelView(node: store.root, context: liveContext)
        refreshExpectedTaps()
    }

    /// Lets pending state changes reach the widgets, one of three ways.
    private func settle() {
        switch mutator.random.below(4) {
        case 0, 1:
            actions.append("flush")
            host?.flushUpdates()
        case 2:
            actions.append("run the loop")
            TestLoop.drain()
        default:
            actions.append("show the model")
            render()
        }
    }

    /// Rows whose identity path survives keep their count; the others start at their initial value.
    private func refreshExpectedTaps() {
        var rows: [DiffMountedRow] = []
        store.root.collectMountedRows(path: "", into: &rows)
        var next: [String: Int] = [:]
        for row in rows { next[row.path] = taps[row.path] ?? row.initialTaps }
        taps = next
        mountedRows = rows
    }

    private func tapRandomRow() {
        guard let host, let row = mutator.random.element(mountedRows) else { return }
        let title = "+\(row.uid)"
        let buttons = WidgetTree.all(gtk_button_get_type(), in: host.widget)
        guard let button = buttons.first(where: { WidgetTree.labels(in: $0) == [title] }) else {
            problems.append("no button \(title) for the mounted row \(row.path)")
            return
        }
        let count = 1 + mutator.random.below(2)
        for _ in 0..<count { gtk_button_clicked(button.cast()) }
        taps[row.path, default: row.initialTaps] += count
        actions.append("tap row uid \(row.uid) \(count)x")
    }

    private func toggleRandomCheckButton() {
        guard let host,
            let toggle = mutator.random.element(WidgetTree.all(gtk_check_button_get_type(), in: host.widget))
        else { return }
        let title = WidgetTree.labels(in: toggle).first ?? "?"
        let isOn = gtk_toggle_button_get_active(toggle.cast()) == 0
        let writes = store.writes
        store.gestureInProgress = true
        gtk_toggle_button_set_active(toggle.cast(), isOn ? 1 : 0)
        store.gestureInProgress = false
        actions.append("user turns \(title.debugDescription) \(isOn ? "on" : "off")")
        if store.writes - writes != 1 {
            problems.append("one toggle of \(title.debugDescription) wrote its binding \(store.writes - writes) times")
        }
    }

    private func editRandomEntry() {
        guard let host, let entry = mutator.random.element(WidgetTree.all(gtk_entry_get_type(), in: host.widget))
        else { return }
        let placeholder = gtk_entry_get_placeholder_text(entry.cast()).map { String(cString: $0) } ?? "?"
        let old = String(cString: gtk_entry_get_text(entry.cast()))
        let text = mutator.makeText()
        let writes = store.writes
        store.gestureInProgress = true
        gtk_entry_set_text(entry.cast(), text)
        store.gestureInProgress = false
        actions.append("user types \(text.debugDescription) into \(placeholder.debugDescription)")
        // A bound row's field ("R<uid>") must write its own row, found by key and occurrence.
        if placeholder.hasPrefix("R"), let uid = Int(placeholder.dropFirst()) {
            let label = store.root.allNodes.flatMap(\.rows).first { $0.uid == uid }?.label
            if label != text {
                problems.append(
                    "typing \(text.debugDescription) into the field of row uid \(uid) left its label "
                        + "\(label.debugDescription)")
            }
        }
        if (store.writes > writes) != (text != old) {
            problems.append(
                "typing \(text.debugDescription) over \(old.debugDescription) wrote the binding \(store.writes - writes) times"
            )
        }
    }

    // MARK: Checking

    /// Compares the live tree with a fresh mount of the same model, and the resources both hold.
    private func check() -> String? {
        guard let host else { return "the host is gone" }
        let violations = store.root.ruleViolations
        if !violations.isEmpty { return "the test broke its own model rules: " + violations.joined(separator: "; ") }
        if !problems.isEmpty || !store.problems.isEmpty {
            return (problems + store.problems).joined(separator: "\n")
        }
        let live = WidgetTree.describe(host.widget)
        var startTaps: [Int: Int] = [:]
        for row in mountedRows { startTaps[row.uid] = taps[row.path] }
        let before = DiffCounters()
        let (fresh, mounted, freshContext, freshRows) = mountFresh(startTaps: startTaps)
        var after = DiffCounters()
        if !store.problems.isEmpty {
            return "while mounting afresh: " + store.problems.joined(separator: "\n")
        }
        if liveContext.shownRows != mountedRows.count || freshRows != mountedRows.count || freshContext.shownRows != 0 {
            return "onAppear minus onDisappear counts \(liveContext.shownRows) live rows and \(freshRows) fresh ones "
                + "(then \(freshContext.shownRows) after dropping the fresh mount); \(mountedRows.count) are mounted"
        }
        if live != fresh {
            return "the live tree differs from a fresh mount of the same model"
                + firstDifference(live, fresh) + "\nlive:\n\(live)\nfresh:\n\(fresh)"
        }
        if before - baseline != mounted - before {
            return "the live host holds \(before - baseline), a fresh mount of the same model \(mounted - before)"
                + "\ntree:\n\(live)"
        }
        if after != before {
            TestLoop.drain()
            after = DiffCounters()
            if after != before {
                return "dropping a fresh mount left \(after - before) behind\ntree:\n\(fresh)"
            }
        }
        return nil
    }

    /// Mounts the model in a second host, describes it, and drops the host.
    private func mountFresh(startTaps: [Int: Int]) -> (
        description: String, counters: DiffCounters, context: DiffRenderContext, shownRows: Int
    ) {
        let context = DiffRenderContext(store: store, startTaps: startTaps)
        let fresh = HostingWidget(rootView: DiffModelView(node: store.root, context: context))
        let (description, counters, shownRows) = withExtendedLifetime(fresh) {
            (WidgetTree.describe(fresh.widget), DiffCounters(), context.shownRows)
        }
        return (description, counters, context, shownRows)
    }

    private func firstDifference(_ live: String, _ fresh: String) -> String {
        let liveLines = live.split(separator: "\n", omittingEmptySubsequences: false)
        let freshLines = fresh.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(liveLines.count, freshLines.count) {
            let left = index < liveLines.count ? String(liveLines[index]) : "(none)"
            let right = index < freshLines.count ? String(freshLines[index]) : "(none)"
            if left != right {
                return
                    "\nfirst difference at line \(index + 1): live \(left.debugDescription), fresh \(right.debugDescription)"
            }
        }
        return ""
    }

    private func failure(step: Int, _ problem: String) -> String {
        """
        step=\(step): \(problem)
        this step: \(actions.joined(separator: "; "))
        step before: \(previousActions.joined(separator: "; "))
        model: \(store.root.summary)
        """
    }
}
