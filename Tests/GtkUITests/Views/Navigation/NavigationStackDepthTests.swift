import GtkUI
import XCTest

/// How many times a page's body ran.
@MainActor
private enum PageBodies {
    static var count = 0
}

private struct DepthPage: View {
    let number: Int
    var body: some View {
        PageBodies.count += 1
        return Text("number \(number)")
    }
}

/// A deep path costs one page: only pages that were shown are mounted.
final class NavigationStackDepthTests: GtkTestCase {
    func testADeepPathMountsItsTopPageAloneAndPoppingMountsWhatItReveals() {
        onGtkThread {
            PageBodies.count = 0
            let probe = ControlProbe<[Int]>()
            let host = HostingWidget(
                rootView: ProbeHost([Int](), probe: probe) { path in
                    NavigationStack(path: path) {
                        Text("root").navigationDestination(for: Int.self) { DepthPage(number: $0) }
                    }
                })
            let root = host.widget
            probe.state?.wrappedValue = Array(0..<1_000)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 999"])
            XCTAssertEqual(PageBodies.count, 1, "one page made for a path of 1,000")
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 2, "the root's box and the top page's")

            PageBodies.count = 0
            probe.state?.wrappedValue.append(1_000)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 1000"])
            XCTAssertEqual(PageBodies.count, 1, "a push makes the new page only")
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 3, "the page it covers stays mounted")

            PageBodies.count = 0
            probe.state?.wrappedValue.removeLast(2)
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["number 998"])
            XCTAssertEqual(PageBodies.count, 1, "popping mounts the page it reveals")
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 2)

            probe.state?.wrappedValue = []
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: root), ["root"])
            XCTAssertEqual(NavigationProbe.pageCount(in: root), 1, "popping to the root leaves the root alone")
        }
    }

    /// A page shown once and then covered keeps its state, however the path changes beneath.
    func testACoveredPageThatWasShownStaysMounted() {
        onGtkThread {
            PageBodies.count = 0
            let probe = ControlProbe<[Int]>()
            let host = HostingWidget(
                rootView: ProbeHost([Int](), probe: probe) { path in
                    NavigationStack(path: path) {
                        Text("root").navigationDestination(for: Int.self) { DepthPage(number: $0) }
                    }
                })
            for count in 1...50 {
                probe.state?.wrappedValue = Array(0..<count)
                host.flushUpdates()
            }
            XCTAssertEqual(PageBodies.count, 50, "each page made once, as it was pushed")
            XCTAssertEqual(NavigationProbe.pageCount(in: host.widget), 51)
            probe.state?.wrappedValue = Array(0..<10)
            host.flushUpdates()
            XCTAssertEqual(PageBodies.count, 50, "the revealed page was mounted already")
            XCTAssertEqual(NavigationProbe.shownLabels(in: host.widget), ["number 9"])
        }
    }
}

/// A path collection that counts the values read from it.
private struct CountingPath: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    nonisolated(unsafe) static var reads = 0
    var values: [Int] = []
    init() {}
    var startIndex: Int { values.startIndex }
    var endIndex: Int { values.endIndex }
    subscript(position: Int) -> Int {
        get {
            Self.reads += 1
            return values[position]
        }
        set { values[position] = newValue }
    }
    mutating func replaceSubrange<C: Collection<Int>>(_ subrange: Range<Int>, with newElements: C) {
        values.replaceSubrange(subrange, with: newElements)
    }
}

/// An update of a deep stack reads the path's count and the values of its mounted pages, not
/// the whole path.
final class NavigationStackPathReadTests: GtkTestCase {
    @MainActor
    fileprivate final class Model {
        var path = CountingPath()
    }

    func testAPushAtDepthReadsAFewValuesNotThePath() {
        onGtkThread {
            let model = Model()
            let path = Binding(get: { model.path }, set: { model.path = $0 })
            let host = HostingWidget(
                rootView: NavigationStack(path: path) {
                    Text("root").navigationDestination(for: Int.self) { DepthPage(number: $0) }
                })
            model.path.values = Array(0..<5_000)
            host.rootView = NavigationStack(path: path) {
                Text("root").navigationDestination(for: Int.self) { DepthPage(number: $0) }
            }
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: host.widget), ["number 4999"])

            CountingPath.reads = 0
            model.path.values.append(5_000)
            host.rootView = NavigationStack(path: path) {
                Text("root").navigationDestination(for: Int.self) { DepthPage(number: $0) }
            }
            host.flushUpdates()
            XCTAssertEqual(NavigationProbe.shownLabels(in: host.widget), ["number 5000"])
            XCTAssertLessThan(CountingPath.reads, 20, "values read for one push on a path of 5,000")
        }
    }
}
