import Foundation
import GtkUI
import Observation
import XCTest

/// A height that tests change after mounting.
@MainActor
@Observable
private final class Spacing {
    var top = 10.0
}

/// Counts a reader's evaluations.
@MainActor
private final class EvaluationCount {
    var count = 0
}

/// A reader of its global position and a reader of its size, below a bar whose height changes.
private struct MovingReaders: View {
    let spacing: Spacing
    let sizeReads: EvaluationCount

    var body: some View {
        VStack(spacing: 0) {
            Bar(spacing: spacing)
            GeometryReader { proxy in
                Text("y \(Int(proxy.frame(in: .global).minY))")
            }
            .frame(width: 100, height: 30)
            GeometryReader { proxy in
                let _ = sizeReads.count += 1
                Text("h \(Int(proxy.size.height))")
            }
            .frame(width: 100, height: 30)
            Spacer()
        }
    }
}

/// A bar as high as `spacing.top`, evaluated alone when it changes.
private struct Bar: View {
    let spacing: Spacing
    var body: some View { Color.red.frame(height: spacing.top) }
}

/// Integer text for a rectangle: "x,y w×h".
private func describe(_ rect: CGRect) -> String {
    "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))"
}

/// `GeometryProxy.frame(in:)` in the local, global and named spaces, read from GTK's allocations.
final class CoordinateSpaceTests: GtkTestCase {
    func testFrameInLocalGlobalAndNamedSpaces() {
        onGtkThread {
            let mounted = DrawnWindow(
                VStack(spacing: 0) {
                    Color.red.frame(height: 30)
                    HStack(spacing: 0) {
                        Color.blue.frame(width: 40)
                        VStack(spacing: 0) {
                            Color.green.frame(height: 5)
                            GeometryReader { proxy in
                                VStack {
                                    Text("local \(describe(proxy.frame(in: .local)))")
                                    Text("global \(describe(proxy.frame(in: .global)))")
                                    Text("outer \(describe(proxy.frame(in: .named("outer"))))")
                                    Text("inner \(describe(proxy.frame(in: .named("inner"))))")
                                }
                            }
                            .coordinateSpace(name: "inner")
                        }
                    }
                    .coordinateSpace(name: "outer")
                }, width: 300, height: 200)
            defer { mounted.close() }
            let expected = [
                "local 0,0 260×165", "global 40,35 260×165", "outer 40,5 260×165", "inner 0,0 260×165",
            ]
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == expected })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), expected)
        }
    }

    func testTheProtocolSpellingsMeasureAsTheEnumCases() {
        onGtkThread {
            let mounted = DrawnWindow(
                VStack(spacing: 0) {
                    Color.red.frame(height: 20)
                    GeometryReader { proxy in
                        let named = proxy.frame(in: NamedCoordinateSpace.named("root"))
                        let global = proxy.frame(in: GlobalCoordinateSpace.global)
                        Text(
                            "\(describe(named)) \(describe(global)) \(proxy.bounds(of: .named("root")).map(describe) ?? "nil")"
                        )
                    }
                }
                .coordinateSpace(.named("root")), width: 300, height: 100)
            defer { mounted.close() }
            let expected = ["0,20 300×80 0,20 300×80 0,-20 300×100"]
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == expected })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), expected)
        }
    }

    func testAReaderThatReadsPositionsIsEvaluatedAgainWhenItMovesAndOneThatReadsSizeIsNot() {
        onGtkThread {
            let spacing = Spacing()
            let sizeReads = EvaluationCount()
            let mounted = DrawnWindow(MovingReaders(spacing: spacing, sizeReads: sizeReads), width: 200, height: 200)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["y 10", "h 30"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["y 10", "h 30"])
            let evaluated = sizeReads.count

            spacing.top = 50
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["y 50", "h 30"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["y 50", "h 30"])
            XCTAssertEqual(sizeReads.count, evaluated, "the reader that reads only its size is not evaluated on a move")
        }
    }

    func testScrollingMovesAReaderInTheScrollViewsNamedSpace() throws {
        try onGtkThread {
            let mounted = DrawnWindow(
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 500)
                        GeometryReader { proxy in
                            Text("at \(Int(proxy.frame(in: .named("scroll")).minY))")
                        }
                        .frame(width: 100, height: 20)
                        Color.blue.frame(width: 100, height: 500)
                    }
                }
                .coordinateSpace(name: "scroll"), width: 200, height: 100)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["at 500"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["at 500"])

            let scrolled = try XCTUnwrap(mounted.first(gtk_scrolled_window_get_type()))
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scrolled.cast()))
            gtk_adjustment_set_value(adjustment, 300)
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["at 200"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["at 200"])
        }
    }

    func testAnUnknownNameMeasuresGloballyWithOneWarning() {
        onGtkThread {
            var mounted: DrawnWindow?
            var labels: [String] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                mounted = DrawnWindow(
                    VStack(spacing: 0) {
                        Color.red.frame(height: 20)
                        GeometryReader { proxy in
                            Text("\(Int(proxy.frame(in: .named("nowhere")).minY))")
                        }
                    }, width: 100, height: 100)
                TestLoop.run(until: { WidgetTree.labels(in: mounted!.window) == ["20"] })
                labels = WidgetTree.labels(in: mounted!.window)
            }
            mounted?.close()
            XCTAssertEqual(labels, ["20"])
            XCTAssertEqual(messages.filter { $0.contains("nowhere") }.count, 1, "\(messages)")
        }
    }

    func testSafeAreaInsetsAreZeroAndIgnoringTheSafeAreaChangesNothing() {
        onGtkThread {
            let mounted = DrawnWindow(
                GeometryReader { proxy in
                    let insets = proxy.safeAreaInsets
                    Text(
                        "\(Int(insets.top + insets.leading + insets.bottom + insets.trailing)) \(Int(proxy.size.width))"
                    )
                }
                .ignoresSafeArea()
                .edgesIgnoringSafeArea(.all)
                .ignoresSafeArea(.keyboard, edges: Edge.Set.bottom), width: 120, height: 80)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["0 120"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["0 120"])
        }
    }
}
