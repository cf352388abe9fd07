import GtkUI

/// Issue 20's layout benchmark: 1,000 chips in a flow written with `Layout` against GTK's own
/// `GtkFlowBox` holding the same 1,000 labels, and, to decide where the stacks live, a column of
/// 1,000 texts in a `VStackLayout` against `VStack` (a `GtkBox`). Each case: the first frame
/// (building the content and GTK's first layout and paint), then 100 window resizes that each
/// reflow the content, every one waited for until its frame has painted.
@MainActor
enum FlowBenchmark {
    struct Figures {
        var firstFrame: Double
        var resizes: Double
        var measurements: Int
    }

    static let chips = 1_000
    static let resizeCount = 100
    static let repetitions = 3

    /// Runs every case and prints a markdown table.
    static func run() {
        let cases: [(String, String, () -> Figures, () -> Figures)] = [
            (
                "Flow of \(chips) chips", "`Layout` / `GtkFlowBox`",
                { measure { AnyHost(HostingWidget(rootView: ChipCloud(count: chips))) } },
                { measure { AnyHost(flowBox()) } }
            ),
            (
                "Column of \(chips) texts", "`VStackLayout` / `VStack` (GtkBox)",
                { measure { AnyHost(HostingWidget(rootView: TextColumn(count: chips, onLayout: true))) } },
                { measure { AnyHost(HostingWidget(rootView: TextColumn(count: chips, onLayout: false))) } }
            ),
        ]
        print("| Case | Compared | First frame | Ratio | \(resizeCount) resizes | Ratio | Layout measurements |")
        print("|---|---|---|---|---|---|---|")
        for (name, compared, subject, baseline) in cases {
            FileHandle.standardError.write(Data("flow benchmark: \(name)\n".utf8))
            let ours = subject()
            let theirs = baseline()
            print(
                "| \(name) | \(compared) | \(ms(ours.firstFrame)) / \(ms(theirs.firstFrame)) | "
                    + "\(ratio(ours.firstFrame, theirs.firstFrame)) | \(ms(ours.resizes)) / \(ms(theirs.resizes)) | "
                    + "\(ratio(ours.resizes, theirs.resizes)) | \(ours.measurements) / \(theirs.measurements) |")
        }
        print("")
        print("Medians of \(repetitions) runs, in milliseconds. First frame: building the content until the window")
        print("has painted it. Resizes: \(resizeCount) window widths between 400 and 700 pixels, each waited for")
        print("until the window has its new width and has painted. Layout measurements: GTK measurements of")
        print("subviews a `Layout` asked for over the whole case (once per subview per distinct proposal).")
    }

    /// A content widget and whatever keeps it alive.
    @MainActor
    struct AnyHost {
        let widget: WidgetPointer
        let owner: AnyObject?
        init<V: View>(_ host: HostingWidget<V>) {
            widget = host.widget
            owner = host
        }
        init(_ widget: WidgetPointer) {
            self.widget = widget
            owner = nil
        }
    }

    private static func measure(_ make: () -> AnyHost) -> Figures {
        var firstFrames: [Double] = []
        var resizes: [Double] = []
        var measurements = 0
        for _ in 0..<repetitions {
            let before = Diagnostics.layoutMeasurements.value
            let window = BenchWindow()
            gtk_scrolled_window_set_policy(window.scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            var host: AnyHost?
            let sample = window.measure(engine: { host = make() }, handOver: { window.setContent(host!.widget) })
            firstFrames.append(sample.engine + sample.gtk)
            let start = Stopwatch.now()
            for step in 0..<resizeCount {
                let width = Int32(400 + (step * 37) % 300)
                gtk_window_resize(window.window.cast(), width, 640)
                LoopPump.run(until: { gtk_widget_get_allocated_width(window.window) == width }, timeout: 5)
                _ = window.frames.waitForNextFrame(timeout: BenchWindow.frameTimeout)
            }
            resizes.append(Stopwatch.now() - start)
            measurements = Diagnostics.layoutMeasurements.value - before
            window.close()
            _ = host
        }
        return Figures(
            firstFrame: Summary.median(firstFrames), resizes: Summary.median(resizes), measurements: measurements)
    }

    /// GTK's own flow: a `GtkFlowBox` of the same labels, spaced as the layout spaces them.
    private static func flowBox() -> WidgetPointer {
        let box = gtk_flow_box_new()!
        gtk_flow_box_set_selection_mode(box.cast(), GTK_SELECTION_NONE)
        gtk_flow_box_set_max_children_per_line(box.cast(), guint(chips))
        gtk_flow_box_set_column_spacing(box.cast(), 6)
        gtk_flow_box_set_row_spacing(box.cast(), 6)
        gtk_widget_set_valign(box, GTK_ALIGN_START)
        for index in 0..<chips {
            let label = gtk_label_new("Chip \(index)")!
            gtk_widget_show(label)
            gtk_container_add(box.cast(), label)
        }
        gtk_widget_show(box)
        return box
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }

    private static func ratio(_ ours: Double, _ theirs: Double) -> String {
        String(format: "%.2f×", ours / max(theirs, 1e-9))
    }
}

/// The chips, in the flow layout.
struct ChipCloud: View {
    let count: Int
    var body: some View {
        ChipFlow {
            ForEach(0..<count, id: \.self) { Text("Chip \($0)") }
        }
    }
}

/// A column of texts, on the layout container or on a `GtkBox`.
struct TextColumn: View {
    let count: Int
    let onLayout: Bool
    var body: some View {
        if onLayout {
            VStackLayout {
                ForEach(0..<count, id: \.self) { Text("Row \($0)") }
            }
        } else {
            VStack {
                ForEach(0..<count, id: \.self) { Text("Row \($0)") }
            }
        }
    }
}
