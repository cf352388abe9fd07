import GtkUI

/// One measured value of a mounted layout, named for failure messages.
struct Measured {
    let name: String
    /// Nil when the widget measured was not found.
    let value: Double?

    /// Expects the value to be `expected`, within the table's tolerance.
    func `is`(_ expected: Double) -> LayoutCheck {
        LayoutCheck(description: "\(name) = \(expected)", actual: value) { abs($0 - expected) <= LayoutTable.tolerance }
    }

    /// Expects the value to be at most `bound`.
    func isAtMost(_ bound: Double) -> LayoutCheck {
        LayoutCheck(description: "\(name) ≤ \(bound)", actual: value) { $0 <= bound + LayoutTable.tolerance }
    }

    /// Expects the value to equal another measured value.
    func `is`(_ other: Measured) -> LayoutCheck {
        let difference = self - other
        return LayoutCheck(description: "\(name) = \(other.name)", actual: difference.value) {
            abs($0) <= LayoutTable.tolerance
        }
    }

    static func - (left: Measured, right: Measured) -> Measured {
        Measured(
            name: "(\(left.name) - \(right.name))",
            value: left.value.flatMap { l in right.value.map { l - $0 } })
    }

    static func + (left: Measured, right: Measured) -> Measured {
        Measured(
            name: "(\(left.name) + \(right.name))",
            value: left.value.flatMap { l in right.value.map { l + $0 } })
    }

    static func / (left: Measured, right: Double) -> Measured {
        Measured(name: "\(left.name) / \(right)", value: left.value.map { $0 / right })
    }
}

/// A widget's allocation in window coordinates.
struct MeasuredFrame {
    let name: String
    /// x, y, width, height; nil when the widget was not found.
    let rect: (x: Double, y: Double, width: Double, height: Double)?

    private func measure(_ part: String, _ value: (Double, Double, Double, Double) -> Double) -> Measured {
        Measured(name: "\(name).\(part)", value: rect.map { value($0.x, $0.y, $0.width, $0.height) })
    }

    var minX: Measured { measure("minX") { x, _, _, _ in x } }
    var maxX: Measured { measure("maxX") { x, _, width, _ in x + width } }
    var midX: Measured { measure("midX") { x, _, width, _ in x + width / 2 } }
    var minY: Measured { measure("minY") { _, y, _, _ in y } }
    var maxY: Measured { measure("maxY") { _, y, _, height in y + height } }
    var midY: Measured { measure("midY") { _, y, _, height in y + height / 2 } }
    var width: Measured { measure("width") { _, _, width, _ in width } }
    var height: Measured { measure("height") { _, _, _, height in height } }
}

/// One expectation of a row: what SwiftUI would give, and what GTK gave.
struct LayoutCheck {
    let description: String
    let actual: Double?
    let holds: (Double) -> Bool

    var passed: Bool { actual.map(holds) ?? false }

    /// The opposite expectation (the widget must still be found).
    var negated: LayoutCheck {
        let holds = holds
        return LayoutCheck(description: "not \(description)", actual: actual) { !holds($0) }
    }
    var failure: String { "\(description), got \(actual.map { String(format: "%.1f", $0) } ?? "no widget")" }
}

/// Finds widgets of a mounted layout and measures them in window coordinates.
@MainActor
struct LayoutFrames {
    let window: UnsafeMutablePointer<GtkWidget>

    /// The label showing `text`.
    func label(_ text: String) -> MeasuredFrame {
        frame("label \"\(text)\"", of: find { $0.isInstance(of: gtk_label_get_type()) && labelText($0) == text })
    }

    /// The container directly around the label showing `text` (a frame or padding).
    func parent(of text: String) -> MeasuredFrame {
        let label = find { $0.isInstance(of: gtk_label_get_type()) && labelText($0) == text }
        return frame("parent of \"\(text)\"", of: label.flatMap { gtk_widget_get_parent($0) })
    }

    /// The button whose only label reads `title`.
    func button(_ title: String) -> MeasuredFrame {
        frame("button \"\(title)\"", of: findButton(title))
    }

    /// The container directly around the button whose only label reads `title`.
    func parent(ofButton title: String) -> MeasuredFrame {
        frame("parent of button \"\(title)\"", of: findButton(title).flatMap { gtk_widget_get_parent($0) })
    }

    private func findButton(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
        find { $0.isInstance(of: gtk_button_get_type()) && WidgetTree.labels(in: $0) == [title] }
    }

    /// The entry whose placeholder reads `placeholder`.
    func entry(_ placeholder: String) -> MeasuredFrame {
        frame(
            "entry \"\(placeholder)\"",
            of: find {
                $0.isInstance(of: gtk_entry_get_type())
                    && gtk_entry_get_placeholder_text($0.cast()).map { String(cString: $0) } == placeholder
            })
    }

    /// The first scroll view.
    var scrollView: MeasuredFrame {
        frame("scroll view", of: find { $0.isInstance(of: gtk_scrolled_window_get_type()) })
    }

    private func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(widget.cast()))
    }

    private func find(_ matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        var queue = [window]
        while !queue.isEmpty {
            let widget = queue.removeFirst()
            if matches(widget) { return widget }
            queue += WidgetTree.children(of: widget)
        }
        return nil
    }

    private func frame(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>?) -> MeasuredFrame {
        guard let widget else { return MeasuredFrame(name: name, rect: nil) }
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return MeasuredFrame(
            name: name,
            rect: (
                Double(x), Double(y), Double(gtk_widget_get_allocated_width(widget)),
                Double(gtk_widget_get_allocated_height(widget))
            ))
    }
}

/// A row of the layout table: a view, and the frames SwiftUI would give it in the table's window.
@MainActor
struct LayoutRow {
    let name: String
    let view: AnyView
    let checks: (LayoutFrames) -> [LayoutCheck]
    /// Runs on the mounted window before measuring, to change state.
    let act: ((UnsafeMutablePointer<GtkWidget>) -> Void)?

    init<Content: View>(
        _ name: String, @ViewBuilder view: () -> Content, act: ((UnsafeMutablePointer<GtkWidget>) -> Void)? = nil,
        checks: @escaping (LayoutFrames) -> [LayoutCheck]
    ) {
        self.name = name
        self.view = AnyView(view())
        self.act = act
        self.checks = checks
    }
}

/// Mounts rows in a fixed-size window and compares their allocations with SwiftUI's frames.
@MainActor
enum LayoutTable {
    static let width: Int32 = 600
    static let height: Int32 = 400
    /// Pixels an allocation may differ from SwiftUI's frame (rounding, halves of odd remainders).
    nonisolated static let tolerance = 3.0

    /// The failed checks of `row`, measured in a fresh 600×400 window.
    static func failures(of row: LayoutRow) -> [String] {
        failures(mounting: row.view, steps: [(row.act, row.checks)])
    }

    /// Mounts `view` in a fresh 600×400 window, then for each step runs its action (if any),
    /// lays the window out again and measures; returns every failed check, step by step.
    static func failures(
        mounting view: AnyView,
        steps: [(act: ((UnsafeMutablePointer<GtkWidget>) -> Void)?, checks: (LayoutFrames) -> [LayoutCheck])]
    ) -> [String] {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        defer { gtk_widget_destroy(window) }
        gtk_window_set_default_size(window.cast(), width, height)
        let host = HostingWidget(rootView: view)
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        let sized = TestLoop.run(until: {
            gtk_widget_get_allocated_width(host.widget) == width
                && gtk_widget_get_allocated_height(host.widget) == height
        })
        guard sized else {
            return [
                "window content is \(gtk_widget_get_allocated_width(host.widget))×"
                    + "\(gtk_widget_get_allocated_height(host.widget)), not \(width)×\(height)"
            ]
        }
        // Let any resize queued during the first allocation run.
        TestLoop.drain()
        gtk_container_check_resize(window.cast())
        var failures: [String] = []
        for (index, step) in steps.enumerated() {
            if let act = step.act {
                act(window)
                host.flushUpdates()
                gtk_container_check_resize(window.cast())
            }
            let failed = step.checks(LayoutFrames(window: window)).filter { !$0.passed }.map(\.failure)
            failures += failed.map { steps.count > 1 ? "step \(index + 1): \($0)" : $0 }
        }
        return failures
    }
}
