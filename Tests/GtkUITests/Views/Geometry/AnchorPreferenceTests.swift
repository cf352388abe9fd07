import Foundation
import GtkUI
import Observation
import XCTest

/// The bounds of the one view that sets them.
private struct TargetBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Every point set, in view order.
private struct CentrePoints: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

/// A height that tests change after mounting.
@MainActor
@Observable
private final class Offset {
    var top = 30.0
}

/// A bar as high as `offset.top`, evaluated alone when it changes.
private struct OffsetBar: View {
    let offset: Offset
    var body: some View { Color.red.frame(width: 50, height: offset.top) }
}

/// A target below a bar, whose bounds an overlay reads through an anchor.
private struct HighlightedTarget: View {
    let offset: Offset
    var body: some View {
        VStack(spacing: 0) {
            OffsetBar(offset: offset)
            Color.blue.frame(width: 80, height: 20)
                .anchorPreference(key: TargetBounds.self, value: .bounds) { $0 }
            Spacer()
        }
        .overlayPreferenceValue(TargetBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))")
                }
            }
        }
    }
}

/// Anchors: a view's geometry sent up as a preference, resolved in a reader's coordinates.
final class AnchorPreferenceTests: GtkTestCase {
    func testAnAnchorOfBoundsResolvesInTheReadersSpaceAndFollowsTheViewWhenItMoves() {
        onGtkThread {
            let offset = Offset()
            let mounted = DrawnWindow(HighlightedTarget(offset: offset), width: 300, height: 200)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["0,30 80×20"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["0,30 80×20"])

            offset.top = 70
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["0,70 80×20"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["0,70 80×20"])
        }
    }

    func testPointAnchorsCombineThroughTransformAnchorPreference() {
        onGtkThread {
            let mounted = DrawnWindow(
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                        .anchorPreference(key: CentrePoints.self, value: .center) { [$0] }
                    Color.blue.frame(width: 60, height: 40)
                        .transformAnchorPreference(key: CentrePoints.self, value: .bottomTrailing) {
                            $0.append($1)
                        }
                }
                .backgroundPreferenceValue(CentrePoints.self) { points in
                    GeometryReader { proxy in
                        Text(points.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " "))
                    }
                }, width: 100, height: 40)
            defer { mounted.close() }
            // The red square is centred across the row: 10 pixels from its top.
            let expected = ["20,20 100,40"]
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == expected })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), expected)
        }
    }

    func testAnchorSourcesForRectsPointsOptionalsAndArraysResolveFromBounds() {
        onGtkThread {
            let mounted = DrawnWindow(
                Color.green.frame(width: 100, height: 50)
                    .anchorPreference(
                        key: TargetBounds.self, value: .rect(CGRect(x: 10, y: 5, width: 20, height: 10))
                    ) { $0 }
                    .overlayPreferenceValue(TargetBounds.self) { anchor in
                        GeometryReader { proxy in
                            if let anchor { Text("\(Int(proxy[anchor].minX)),\(Int(proxy[anchor].minY))") }
                        }
                    }, width: 100, height: 50)
            defer { mounted.close() }
            TestLoop.run(until: { WidgetTree.labels(in: mounted.window) == ["10,5"] })
            XCTAssertEqual(WidgetTree.labels(in: mounted.window), ["10,5"])
        }
    }
}
