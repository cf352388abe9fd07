// `Layout` code written as SwiftUI apps write it, with only the import changed. Compiled twice, in
// Swift 6 language mode here and in Swift 5 mode through a symbolic link, as SwiftUIPatterns.swift.
import Foundation
import GtkUI
import XCTest

/// Buttons as wide as the widest, with a cache of the sizes.
struct EqualWidthRow: Layout {
    struct CacheData {
        var widest: CGSize
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(widest: widestSize(subviews))
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.widest = widestSize(subviews)
    }

    private func widestSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { current, size in
            CGSize(width: max(current.width, size.width), height: max(current.height, size.height))
        }
    }

    private func spacings(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index == subviews.count - 1
                ? 0 : subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let total = spacings(subviews).reduce(0, +)
        return CGSize(width: cache.widest.width * CGFloat(subviews.count) + total, height: cache.widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let proposed = ProposedViewSize(width: cache.widest.width, height: cache.widest.height)
        var x = bounds.minX + cache.widest.width / 2
        let gaps = spacings(subviews)
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposed)
            x += cache.widest.width + gaps[index]
        }
    }
}

/// Views around a circle, ordered by a rank each gives with `.layoutValue`.
struct RankedCircle: Layout {
    struct Rank: LayoutValueKey {
        static let defaultValue: Int = 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = 2.0 * Double.pi / Double(subviews.count)
        let ranks = subviews.map { $0[Rank.self] }
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
            let turn = angle * Double(ranks[index] - 1)
            point = CGPoint(x: point.x * cos(turn) - point.y * sin(turn), y: point.x * sin(turn) + point.y * cos(turn))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .center ? bounds.midX : nil
    }
}

private struct BadgeCenter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    static let badgeCenter = VerticalAlignment(BadgeCenter.self)
}

struct LayoutPatternsView: View {
    @State private var isCircle = false
    var body: some View {
        let layout = isCircle ? AnyLayout(RankedCircle()) : AnyLayout(HStackLayout(alignment: .badgeCenter, spacing: 4))
        VStack {
            layout {
                ForEach(1..<4) { rank in
                    Text("#\(rank)")
                        .layoutValue(key: RankedCircle.Rank.self, value: rank)
                        .alignmentGuide(.badgeCenter) { dimensions in dimensions[.top] }
                }
            }
            EqualWidthRow {
                Button("Short") { isCircle.toggle() }
                Button("Longer title") {}
            }
            VStackLayout(alignment: .leading, spacing: 2) {
                Text("Indented").alignmentGuide(.leading) { d in d.width / -4 }
                Text("Baseline").alignmentGuide(HorizontalAlignment.leading) { _ in 0 }
            }
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.title)
                Text("detail")
            }
            ZStackLayout(alignment: .topLeading) {
                Color.blue.frame(width: 40, height: 40)
                Text("Pin").position(x: 20, y: 20)
                Text("Point").position(CGPoint(x: 10, y: 10))
            }
        }
    }
}

final class LayoutPatternCompileTests: XCTestCase {
    func testTheLayoutPatternsCompile() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(ProposedViewSize(CGSize(width: 3, height: 4)).width, 3)
    }
}
