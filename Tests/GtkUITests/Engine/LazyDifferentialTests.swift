import Foundation
import GtkUI
import Observation
import XCTest

/// The differential test for lazy containers: random data edits, random scroll positions and
/// random taps on rows, and after every step a comparison of what the live container shows with a
/// fresh mount of the same data scrolled to the same offset. Tapped rows must show their counts
/// wherever they scroll to (state kept by id across recycling); the fresh mount shows the same
/// rows in the same places.
///
/// `GTKUI_LAZY_DIFF_SEED` replays a run (the seed is printed), `GTKUI_LAZY_DIFF_STEPS` sets the
/// number of steps per container kind (40 by default).
final class LazyDifferentialTests: GtkTestCase {
    func testRandomEditsAndScrollsMatchAFreshMount() {
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["GTKUI_LAZY_DIFF_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64(UInt32.max))
        let steps = environment["GTKUI_LAZY_DIFF_STEPS"].flatMap { Int($0) } ?? 40
        print("LazyDifferentialTests: seed=\(seed) steps=\(steps) (replay with GTKUI_LAZY_DIFF_SEED=\(seed))")
        onGtkThread {
            var random = SplitMix(seed: seed)
            for kind in LazyKind.allCases {
                var run = LazyDifferentialRun(kind: kind, random: &random)
                if let failure = run.run(steps: steps) {
                    XCTFail("seed=\(seed) \(kind): \(failure)")
                }
            }
        }
    }
}

/// The containers the test drives.
private enum LazyKind: CaseIterable {
    case list
    case lazyStack
    case grid
}

/// The data: unique ids (never reused, so a removed row's state never comes back) with a version
/// each, changed by edits.
@MainActor
private final class LazyDiffModel {
    var ids: [Int]
    var versions: [Int: Int] = [:]
    var nextID: Int
    /// Taps per id, as the rows must show them.
    var taps: [Int: Int] = [:]

    init(count: Int) {
        ids = Array(0..<count)
        nextID = count
    }

    func text(_ id: Int) -> String { "R\(id)v\(versions[id, default: 0])" }
}

/// A row with its own tap count.
private struct TapRow: View {
    let id: Int
    let text: String
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("\(text) \(taps)")
            Button("Tap \(id)") { taps += 1 }
        }
    }
}

private struct LazyDiffView: View {
    let kind: LazyKind
    let ids: [Int]
    let model: LazyDiffModel

    var body: some View {
        switch kind {
        case .list:
            List(ids, id: \.self) { TapRow(id: $0, text: model.text($0)) }
        case .lazyStack:
            ScrollView {
                LazyVStack(spacing: 2) { ForEach(ids, id: \.self) { TapRow(id: $0, text: model.text($0)) } }
            }
        case .grid:
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()], spacing: 2) {
                    ForEach(ids, id: \.self) { TapRow(id: $0, text: model.text($0)) }
                }
            }
        }
    }
}

/// One run over one container kind.
@MainActor
private struct LazyDifferentialRun {
    let kind: LazyKind
    var random: SplitMix

    init(kind: LazyKind, random: inout SplitMix) {
        self.kind = kind
        self.random = SplitMix(seed: random.next())
    }

    mutating func run(steps: Int) -> String? {
        let model = LazyDiffModel(count: 300)
        let live = HostedLazyView(LazyDiffView(kind: kind, ids: model.ids, model: model))
        defer { live.close() }
        var log: [String] = []
        for step in 0..<steps {
            let action = act(on: model, live: live)
            log.append(action)
            live.show(LazyDiffView(kind: kind, ids: model.ids, model: model))
            let shown = live.harness.visibleRowTexts()
            if let problem = checkCounts(shown, model: model) {
                return "step \(step) after \(log.suffix(4)): \(problem)"
            }
            let fresh = LazyListHarness(LazyDiffView(kind: kind, ids: model.ids, model: model))
            defer { fresh.close() }
            if let value = live.harness.adjustment().map(gtk_adjustment_get_value), let adjustment = fresh.adjustment()
            {
                gtk_adjustment_set_value(adjustment, value)
                fresh.settle()
            }
            let expected = fresh.visibleRowTexts().map(Self.withoutCount)
            if shown.map(Self.withoutCount) != expected {
                return "step \(step) after \(log.suffix(4)): live shows \(shown), a fresh mount \(expected)"
            }
        }
        return nil
    }

    /// Makes one random change: an edit of the data, a scroll, or a tap on a shown row.
    private mutating func act(on model: LazyDiffModel, live: HostedLazyView) -> String {
        switch random.next() % 7 {
        case 0:
            let count = Int(random.next() % 5) + 1
            let at = Int(random.next() % UInt64(model.ids.count + 1))
            let new = (0..<count).map { model.nextID + $0 }
            model.nextID += count
            model.ids.insert(contentsOf: new, at: at)
            return "insert \(count) at \(at)"
        case 1:
            guard model.ids.count > 20 else { return "no remove" }
            let at = Int(random.next() % UInt64(model.ids.count - 5))
            let count = Int(random.next() % 5) + 1
            model.ids.removeSubrange(at..<at + count)
            return "remove \(count) at \(at)"
        case 2:
            let from = Int(random.next() % UInt64(model.ids.count))
            let id = model.ids.remove(at: from)
            let to = Int(random.next() % UInt64(model.ids.count + 1))
            model.ids.insert(id, at: to)
            return "move \(from) to \(to)"
        case 3:
            for _ in 0..<3 {
                let id = model.ids[Int(random.next() % UInt64(model.ids.count))]
                model.versions[id, default: 0] += 1
            }
            return "edit 3 rows"
        case 4, 5:
            let fraction = Double(random.next() % 1001) / 1000
            live.harness.scroll(toFraction: fraction)
            return "scroll to \(fraction)"
        default:
            let buttons = live.harness.rows().flatMap { WidgetTree.all(gtk_button_get_type(), in: $0) }
            guard !buttons.isEmpty else { return "no tap" }
            let button = buttons[Int(random.next() % UInt64(buttons.count))]
            let label = WidgetTree.labels(in: button).first ?? ""
            guard let id = Int(label.dropFirst(4)) else { return "no tap" }
            gtk_button_clicked(button.cast())
            model.taps[id, default: 0] += 1
            return "tap \(id)"
        }
    }

    /// Every shown row must show its id's version and tap count.
    private func checkCounts(_ shown: [String], model: LazyDiffModel) -> String? {
        for text in shown {
            for cell in text.split(separator: " ").chunked() {
                guard let id = Int(cell.text.dropFirst().prefix { $0 != "v" }) else { continue }
                let expected = "\(model.text(id)) \(model.taps[id, default: 0])"
                if cell.text + " " + cell.count != expected {
                    return "row \(id) shows \(cell.text) \(cell.count), expected \(expected)"
                }
            }
        }
        return nil
    }

    /// A shown row's text without its tap count (a fresh mount starts every count at 0).
    private static func withoutCount(_ text: String) -> String {
        text.split(separator: " ").chunked().map { "\($0.text) \($0.button)" }.joined(separator: " | ")
    }
}

extension Array where Element == Substring {
    /// The words of a shown row in cells of three: the text, the count, the button's title ("Tap
    /// <id>" is two words, so a cell is four words).
    fileprivate func chunked() -> [(text: String, count: String, button: String)] {
        var cells: [(text: String, count: String, button: String)] = []
        var index = 0
        while index + 3 < count {
            let button = String(self[index + 2]) + " " + String(self[index + 3])
            cells.append((String(self[index]), String(self[index + 1]), button))
            index += 4
        }
        return cells
    }
}

/// The live container: mounted once, shown new data with every step.
@MainActor
private final class HostedLazyView {
    let harness: LazyListHarness
    private let state = Revision()

    init(_ view: LazyDiffView) {
        state.view = view
        harness = LazyListHarness(RevisionHost(revision: state))
    }

    func show(_ view: LazyDiffView) {
        state.view = view
        state.bump()
        harness.settle()
    }

    func close() { harness.close() }
}

/// Holds the view to show; bumping it updates the host through Observation.
@MainActor
@Observable
private final class Revision {
    var number = 0
    @ObservationIgnored var view: LazyDiffView?

    func bump() { number += 1 }
}

private struct RevisionHost: View {
    let revision: Revision
    var body: some View {
        let _ = revision.number
        if let view = revision.view { view }
    }
}
