import GtkUI
import TestLogGuard
import XCTest

/// Returns whatever size it is given, for any proposal.
private struct Returning: Layout {
    let size: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Places every subview twice.
private struct PlacesTwice: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Places its subview far away, or at NaN.
private struct PlacesAt: Layout {
    let point: CGPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: point, proposal: .unspecified) }
    }
}

/// Asks its subview thousands of different widths.
private struct Searching: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var height: CGFloat = 0
        for subview in subviews {
            for width in 0..<5_000 {
                height = max(height, subview.sizeThatFits(ProposedViewSize(width: CGFloat(width), height: nil)).height)
            }
        }
        return CGSize(width: 50, height: min(height, 50))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

private enum SelfReading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// Bad input to layouts: one warning and a defined result each, never a crash or a GTK critical.
final class LayoutBadInputTests: GtkTestCase {
    func testNotANumberOrNegativeSizesAreZero() {
        onGtkThread {
            _ = LogCapture.expect("returned a width of nan", domain: "GtkUI") {
                let (host, window) = layOut(Returning(size: CGSize(width: CGFloat.nan, height: CGFloat(-5))) { Text("A") })
                defer { gtk_widget_destroy(window) }
                // GTK allocates at least one pixel.
                XCTAssertLessThanOrEqual(LaidOut(in: host.widget).size.width, 1)
                XCTAssertLessThanOrEqual(LaidOut(in: host.widget).size.height, 1)
            }
        }
    }

    func testAnInfiniteSizeForAFiniteProposalIsTheProposal() {
        onGtkThread {
            _ = LogCapture.expect("returned an infinite width", domain: "GtkUI") {
                let (host, window) = layOut(
                    Returning(size: CGSize(width: CGFloat.infinity, height: CGFloat(10))) { Text("A") }, width: 300, height: 100)
                defer { gtk_widget_destroy(window) }
                XCTAssertLessThanOrEqual(LaidOut(in: host.widget).size.width, 300)
            }
        }
    }

    func testASubviewPlacedTwiceTakesTheLastPlace() {
        onGtkThread {
            _ = LogCapture.expect("places a subview twice", domain: "GtkUI") {
                let (host, window) = layOut(PlacesTwice { Text("A") })
                defer { gtk_widget_destroy(window) }
                XCTAssertEqual(LaidOut(in: host.widget).frame(0).x, 10)
            }
        }
    }

    func testASubviewPlacedOutsideItsBoundsIsPlacedThere() {
        onGtkThread {
            _ = LogCapture.expect("wholly outside its bounds", domain: "GtkUI") {
                let (host, window) = layOut(PlacesAt(point: CGPoint(x: 5_000, y: 0)) { Text("A") })
                defer { gtk_widget_destroy(window) }
                XCTAssertEqual(LaidOut(in: host.widget).frame(0).x, 5_000)
            }
        }
    }

    func testASubviewPlacedAtNotANumberIsCentred() {
        onGtkThread {
            _ = LogCapture.expect("it is centred instead", domain: "GtkUI") {
                let (host, window) = layOut(PlacesAt(point: CGPoint(x: CGFloat.nan, y: CGFloat(0))) { Text("A") })
                defer { gtk_widget_destroy(window) }
                let laidOut = LaidOut(in: host.widget)
                XCTAssertEqual(laidOut.frame(0).x * 2 + laidOut.frame(0).width, 50, accuracy: 1)
            }
        }
    }

    func testThousandsOfQuestionsToOneSubviewStop() {
        onGtkThread {
            let before = Diagnostics.layoutMeasurements.value
            _ = LogCapture.expect("times in one layout pass", domain: "GtkUI") {
                let (host, window) = layOut(Searching { Text("A") })
                defer { gtk_widget_destroy(window) }
                _ = host
            }
            // Each pass stops at the limit rather than asking GTK 5,000 times for every query.
            let measured = Diagnostics.layoutMeasurements.value - before
            XCTAssertLessThan(measured, 5_000 * 2, "measured \(measured) times")
        }
    }

    func testPositionWithNotANumberOrHugeValues() {
        onGtkThread {
            _ = LogCapture.expect(".position got NaN", domain: "GtkUI") {
                let (host, window) = layOut(Text("A").position(x: .nan, y: 10), width: 200, height: 100)
                defer { gtk_widget_destroy(window) }
                let laidOut = LaidOut(in: host.widget)
                XCTAssertEqual(laidOut.frame(0).x * 2 + laidOut.frame(0).width, 0, accuracy: 1, "centred on 0")
            }
            _ = LogCapture.expect("it is clamped", domain: "GtkUI") {
                let (host, window) = layOut(Text("B").position(x: 1e300, y: 10), width: 200, height: 100)
                defer { gtk_widget_destroy(window) }
                _ = host
            }
        }
    }

    func testAnAlignmentGuideThatReadsItselfGetsItsDefault() {
        onGtkThread {
            let guide = HorizontalAlignment(SelfReading.self)
            _ = LogCapture.expect("reads itself", domain: "GtkUI") {
                let (host, window) = layOut(
                    VStackLayout(alignment: guide) {
                        Text("Reads").frame(width: 40, height: 10).alignmentGuide(guide) { d in d[guide] + 10 }
                        Text("Other").frame(width: 40, height: 10)
                    })
                defer { gtk_widget_destroy(window) }
                let laidOut = LaidOut(in: host.widget)
                XCTAssertEqual(laidOut.frame(0).x + 10, laidOut.frame(1).x, "the default 0, plus 10")
            }
        }
    }
}
