import GtkUI
import GtkUITesting

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

    /// Expects the value to be at least `bound`.
    func isAtLeast(_ bound: Double) -> LayoutCheck {
        LayoutCheck(description: "\(name) ≥ \(bound)", actual: value) { $0 >= bound - LayoutTable.tolerance }
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

/// Finds the elements of a mounted layout as a screen reader does, and measures them where ATK
/// says they are in the window.
@MainActor
struct LayoutFrames {
    let host: ViewHost

    /// The text reading `text`.
    func label(_ text: String) -> MeasuredFrame {
        frame("label \"\(text)\"", of: host.all(.text(text)).first)
    }

    /// The element directly around the text reading `text` (a frame or padding).
    func parent(of text: String) -> MeasuredFrame {
        frame("parent of \"\(text)\"", of: host.all(.text(text)).first?.parent)
    }

    /// The button titled `title`.
    func button(_ title: String) -> MeasuredFrame {
        frame("button \"\(title)\"", of: host.all(.button(title)).first)
    }

    /// The element directly around the button titled `title`.
    func parent(ofButton title: String) -> MeasuredFrame {
        frame("parent of button \"\(title)\"", of: host.all(.button(title)).first?.parent)
    }

    /// The text field titled `placeholder`.
    func entry(_ placeholder: String) -> MeasuredFrame {
        frame("entry \"\(placeholder)\"", of: host.all(.textField(placeholder)).first)
    }

    /// The first scroll view.
    var scrollView: MeasuredFrame {
        frame("scroll view", of: host.all(.element(role: ATK_ROLE_SCROLL_PANE)).first)
    }

    private func frame(_ name: String, of element: Element?) -> MeasuredFrame {
        guard let frame = element?.frame else { return MeasuredFrame(name: name, rect: nil) }
        return MeasuredFrame(
            name: name, rect: (Double(frame.x), Double(frame.y), Double(frame.width), Double(frame.height)))
    }
}

/// A row of the layout table: a view, and the frames SwiftUI would give it in the table's window.
@MainActor
struct LayoutRow {
    let name: String
    let view: AnyView
    let checks: (LayoutFrames) -> [LayoutCheck]
    /// Runs on the mounted view before measuring, to change state as a person would.
    let act: ((ViewHost) -> Void)?

    init<Content: View>(
        _ name: String, @ViewBuilder view: () -> Content, act: ((ViewHost) -> Void)? = nil,
        checks: @escaping (LayoutFrames) -> [LayoutCheck]
    ) {
        self.name = name
        self.view = AnyView(view())
        self.act = act
        self.checks = checks
    }
}

/// Mounts rows in a fixed-size window and compares their frames with SwiftUI's.
@MainActor
enum LayoutTable {
    static let width = 600
    static let height = 400
    /// Pixels a frame may differ from SwiftUI's (rounding, halves of odd remainders).
    nonisolated static let tolerance = 3.0

    /// The failed checks of `row`, measured in a fresh 600×400 window.
    static func failures(of row: LayoutRow) -> [String] {
        failures(mounting: row.view, steps: [(row.act, row.checks)])
    }

    /// Mounts `view` in a fresh 600×400 window, then for each step runs its action (if any),
    /// lets the window lay out again and measures; returns every failed check, step by step.
    static func failures(
        mounting view: AnyView,
        steps: [(act: ((ViewHost) -> Void)?, checks: (LayoutFrames) -> [LayoutCheck])]
    ) -> [String] {
        let host: ViewHost
        do {
            host = try ViewHost(view, size: (width, height))
        } catch {
            return ["cannot mount: \(error)"]
        }
        defer { host.close() }
        return failures(measuring: host, steps: steps)
    }

    /// Runs `steps` on the view `host` shows in a 600×400 window, as ``failures(mounting:steps:)``.
    static func failures(
        measuring host: ViewHost,
        steps: [(act: ((ViewHost) -> Void)?, checks: (LayoutFrames) -> [LayoutCheck])]
    ) -> [String] {
        host.settle()
        guard let window = host.windows.first?.frame, window.width == width, window.height == height else {
            return ["the window is \(host.windows.first?.frame?.description ?? "missing"), not \(width)×\(height)"]
        }
        var failures: [String] = []
        for (index, step) in steps.enumerated() {
            if let act = step.act {
                act(host)
                host.settle()
            }
            let failed = step.checks(LayoutFrames(host: host)).filter { !$0.passed }.map(\.failure)
            failures += failed.map { steps.count > 1 ? "step \(index + 1): \($0)" : $0 }
        }
        return failures
    }
}
