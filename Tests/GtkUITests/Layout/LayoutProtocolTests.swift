import GtkUI
import GtkUITesting
import XCTest

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews top to bottom in the order of their rank.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// Asks each subview the same few proposals many times.
private struct Repetitive: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        for _ in 0..<50 {
            for subview in subviews {
                width = max(width, subview.sizeThatFits(.unspecified).width)
                _ = subview.sizeThatFits(ProposedViewSize(width: 40, height: nil))
            }
        }
        return CGSize(width: width, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            _ = subview.sizeThatFits(.unspecified)
            subview.place(at: bounds.origin, proposal: .unspecified)
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct Switching: View {
    @State private var horizontal = true
    var body: some View {
        VStack {
            let layout = horizontal ? AnyLayout(HStackLayout(spacing: 5)) : AnyLayout(VStackLayout(spacing: 5))
            layout {
                Counter()
                Text("Second").frame(width: 80, height: 30)
            }
            Button("Switch") { horizontal.toggle() }
        }
    }
}

final class LayoutProtocolTests: GtkTestCase {
    func testACustomLayoutUsedAsAViewPlacesItsChildren() {
        onGtkThread {
            let (host, window) = layOut(
                EqualWidths {
                    Text("A").frame(minWidth: 30, maxWidth: .infinity, minHeight: 20, maxHeight: .infinity)
                    Text("B").frame(width: 70, height: 40)
                })
            defer { gtk_widget_destroy(window) }
            _ = host
            let laidOut = LaidOut(in: host.widget)
            XCTAssertEqual(laidOut.children.count, 2)
            let first = laidOut.frame(0)
            let second = laidOut.frame(1)
            XCTAssertEqual(first.width, 70, "as wide as the widest")
            XCTAssertEqual(second.width, 70)
            XCTAssertEqual(second.x - (first.x + first.width), 10, "the layout's spacing")
            XCTAssertEqual(first.height, 40, "proposed the tallest height; a frame takes what it is offered")
            XCTAssertEqual(laidOut.size.width, 150, "two widths and the spacing")
        }
    }

    func testLayoutValuesReachTheLayout() {
        onGtkThread {
            let (host, window) = layOut(
                RankedColumn {
                    Text("Third").frame(width: 40, height: 10).layoutValue(key: Rank.self, value: 3)
                    Text("First").frame(width: 40, height: 10).layoutValue(key: Rank.self, value: 1)
                    Text("Second").frame(width: 40, height: 10).layoutValue(key: Rank.self, value: 2)
                })
            defer { gtk_widget_destroy(window) }
            let laidOut = LaidOut(in: host.widget)
            XCTAssertEqual(laidOut.frame(of: "First").y, 0)
            XCTAssertEqual(laidOut.frame(of: "Second").y, 10)
            XCTAssertEqual(laidOut.frame(of: "Third").y, 20)
        }
    }

    func testEachSubviewIsMeasuredOncePerDistinctProposalInAPass() {
        onGtkThread {
            let before = Diagnostics.layoutMeasurements.value
            let (host, window) = layOut(
                Repetitive {
                    Text("One")
                    Text("Two")
                    Text("Three")
                })
            defer { gtk_widget_destroy(window) }
            _ = host
            let measured = Diagnostics.layoutMeasurements.value - before
            // Two distinct proposals per subview; each GTK size negotiation (the window's first
            // layout) may begin one pass.
            XCTAssertGreaterThan(measured, 0)
            XCTAssertLessThanOrEqual(measured, 3 * 2 * 2, "asked \(measured) times")
        }
    }

    func testSwitchingLayoutsKeepsTheChildrenAndTheirState() throws {
        try onGtkThread {
            let host = try ViewHost(Switching())
            defer { host.close() }
            host.settle()
            let root: WidgetPointer = try XCTUnwrap(host.gtkWindow).cast()
            let laidOut = LaidOut(in: root)
            let widgets = laidOut.children
            host.button("Count 0").tap()
            host.settle()
            XCTAssertEqual(laidOut.frame(1).x, laidOut.frame(0).x + laidOut.frame(0).width + 5, "side by side")

            host.button("Switch").tap()
            host.settle()
            XCTAssertEqual(LaidOut(in: root).box, laidOut.box, "the same container")
            XCTAssertEqual(laidOut.children, widgets, "the same child widgets")
            XCTAssertTrue(host.button("Count 1").exists, "the state is kept")
            XCTAssertEqual(laidOut.frame(1).y, laidOut.frame(0).y + laidOut.frame(0).height + 5, "one above the other")
        }
    }

    func testHeightForWidthComesFromGTK() {
        onGtkThread {
            let words = Array(repeating: "word", count: 40).joined(separator: " ")
            let (host, window) = layOut(
                EqualWidths {
                    Text(words).lineLimit(20).frame(width: 100)
                })
            defer { gtk_widget_destroy(window) }
            let laidOut = LaidOut(in: host.widget)
            XCTAssertEqual(laidOut.frame(0).width, 100)
            XCTAssertGreaterThan(laidOut.frame(0).height, 60, "wrapped to many lines at 100 pixels")
        }
    }
}

/// Records the layout direction its subviews report, and places them left to right.
private struct DirectionProbe: Layout {
    let seen: DirectionBox

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.direction = subviews.layoutDirection
        return CGSize(width: 50, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Where ``DirectionProbe`` writes what it saw.
private final class DirectionBox: @unchecked Sendable {
    var direction: LayoutDirection?
}

final class LayoutDirectionTests: GtkTestCase {
    func testTheEnvironmentsRightToLeftMirrorsALayoutsPlacement() {
        onGtkThread {
            let seen = DirectionBox()
            let (host, window) = layOut(
                VStack {
                    DirectionProbe(seen: seen) {
                        Text("A").frame(width: 20, height: 10)
                        Text("B").frame(width: 30, height: 10)
                    }
                    .environment(\.layoutDirection, .rightToLeft)
                })
            defer { gtk_widget_destroy(window) }
            let laidOut = LaidOut(in: host.widget)
            XCTAssertEqual(seen.direction, .rightToLeft, "the layout sees the direction")
            XCTAssertEqual(laidOut.frame(of: "A").x, 30, "the first subview on the right")
            XCTAssertEqual(laidOut.frame(of: "B").x, 0)
        }
    }

    func testWithoutItTheLayoutRunsLeftToRight() {
        onGtkThread {
            let seen = DirectionBox()
            let (host, window) = layOut(
                DirectionProbe(seen: seen) {
                    Text("A").frame(width: 20, height: 10)
                    Text("B").frame(width: 30, height: 10)
                })
            defer { gtk_widget_destroy(window) }
            XCTAssertEqual(seen.direction, .leftToRight)
            XCTAssertEqual(LaidOut(in: host.widget).frame(of: "A").x, 0)
        }
    }
}
