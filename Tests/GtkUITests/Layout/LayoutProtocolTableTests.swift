import GtkUI
import XCTest

/// Places its subviews around a circle a third of its shorter side in radius, the first at the
/// top (the WWDC22 sample's radial layout).
private struct Radial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * CGFloat.pi / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * CGFloat(index) - CGFloat.pi / 2
            subview.place(
                at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                anchor: .center, proposal: .unspecified)
        }
    }
}

/// Rows as wide as the space offered, wrapping when the next subview does not fit.
private struct Flow: Layout {
    var spacing: CGFloat = 8

    private func arrange(_ width: CGFloat?, _ subviews: Subviews) -> ([CGPoint], CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var row: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > (width ?? .infinity) {
                x = 0
                y += row + spacing
                row = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            row = max(row, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + row))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal.width, subviews).1
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, arrange(bounds.width, subviews).0) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// Layouts written with the `Layout` protocol, and the stack layouts, in a 600×400 window, each
/// with the frames SwiftUI gives it.
@MainActor
enum LayoutProtocolRows {
    static let all: [LayoutRow] = [
        LayoutRow("HStackLayout gives equally flexible fields equal widths") {
            HStackLayout {
                TextField("A", text: .constant(""))
                TextField("A much longer placeholder", text: .constant(""))
            }
        } checks: { f in
            [
                f.entry("A").width.is(296), f.entry("A much longer placeholder").width.is(296),
                f.entry("A").minX.is(0), f.entry("A much longer placeholder").maxX.is(600),
            ]
        },
        LayoutRow("HStackLayout offers the least flexible view first, then divides the rest") {
            HStackLayout {
                Text("Fixed").frame(width: 100)
                TextField("One", text: .constant(""))
                TextField("Two", text: .constant(""))
            }
        } checks: { f in
            [
                f.label("Fixed").width.isAtMost(100), f.entry("One").width.is(242), f.entry("Two").width.is(242),
                f.entry("Two").maxX.is(600),
            ]
        },
        LayoutRow("layoutPriority in HStackLayout: the higher priority takes what the other can give") {
            HStackLayout {
                TextField("Low", text: .constant(""))
                TextField("High", text: .constant("")).layoutPriority(1)
            }
        } checks: { f in
            [
                f.entry("Low").minX.is(0), f.entry("High").maxX.is(600),
                (f.entry("High").width - f.entry("Low").width).isAtLeast(300),
            ]
        },
        LayoutRow("VStackLayout with a Spacer pushes title and footer apart") {
            VStackLayout {
                Text("Title")
                Spacer()
                Text("Footer")
            }
        } checks: { f in
            [f.label("Title").minY.is(0), f.label("Footer").maxY.is(400), f.label("Title").midX.is(300)]
        },
        LayoutRow("Equal widths: each button as wide as the widest (WWDC22)") {
            EqualWidths(spacing: 8) {
                Button {
                } label: {
                    Text("Short").frame(maxWidth: .infinity)
                }
                Button {
                } label: {
                    Text("A much longer title").frame(maxWidth: .infinity)
                }
            }
        } checks: { f in
            [
                f.button("Short").width.is(f.button("A much longer title").width),
                (f.button("A much longer title").minX - f.button("Short").maxX).is(8),
                ((f.button("Short").minX + f.button("A much longer title").maxX) / 2).is(300),
            ]
        },
        LayoutRow("A radial layout puts four texts around a circle (WWDC22)") {
            Radial {
                Text("North")
                Text("East")
                Text("South")
                Text("West")
            }
        } checks: { f in
            [
                f.label("North").midX.is(300), f.label("North").midY.is(200 - 400.0 / 3),
                f.label("East").midX.is(300 + 400.0 / 3), f.label("East").midY.is(200),
                f.label("South").midY.is(200 + 400.0 / 3), f.label("West").midX.is(300 - 400.0 / 3),
            ]
        },
        LayoutRow("A flow layout wraps to the width offered, and is centred") {
            Flow {
                ForEach(1...7, id: \.self) { Text("Chip \($0)").frame(width: 100, height: 20) }
            }
        } checks: { f in
            [
                f.parent(of: "Chip 1").minX.is(34), f.parent(of: "Chip 5").maxX.is(566),
                f.parent(of: "Chip 6").minX.is(34), (f.parent(of: "Chip 6").minY - f.parent(of: "Chip 1").maxY).is(8),
                ((f.parent(of: "Chip 1").minY + f.parent(of: "Chip 7").maxY) / 2).is(200),
            ]
        },
        LayoutRow(".position puts the view's centre at the point, in the whole window") {
            Text("Placed").position(x: 100, y: 50)
        } checks: { f in
            [f.label("Placed").midX.is(100), f.label("Placed").midY.is(50)]
        },
        LayoutRow("alignmentGuide moves one child's leading guide in a VStackLayout") {
            VStackLayout(alignment: .leading) {
                Text("Top").frame(width: 100)
                Text("Shifted").frame(width: 100).alignmentGuide(.leading) { _ in 30 }
            }
        } checks: { f in
            [
                (f.parent(of: "Top").minX - f.parent(of: "Shifted").minX).is(30),
                ((f.parent(of: "Shifted").minX + f.parent(of: "Top").maxX) / 2).is(300),
            ]
        },
        LayoutRow("ZStackLayout overlays its children on their alignment") {
            ZStackLayout(alignment: .bottomTrailing) {
                Text("Back").frame(width: 200, height: 100)
                Text("Front").frame(width: 50, height: 20)
            }
        } checks: { f in
            [
                f.parent(of: "Front").maxX.is(f.parent(of: "Back").maxX),
                f.parent(of: "Front").maxY.is(f.parent(of: "Back").maxY), f.parent(of: "Back").midX.is(300),
            ]
        },
    ]
}

final class LayoutProtocolTableTests: GtkTestCase {
    func testEveryRowMatchesSwiftUI() {
        onGtkThread {
            for row in LayoutProtocolRows.all {
                let failures = LayoutTable.failures(of: row)
                XCTAssertTrue(failures.isEmpty, "\(row.name): \(failures.joined(separator: "; "))")
            }
        }
    }
}
