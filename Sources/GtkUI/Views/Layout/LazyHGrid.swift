/// Views in rows, filled column by column: a `GtkGrid` for fixed and flexible rows, a vertical
/// `GtkFlowBox` when a row is ``GridItem/Size/adaptive(minimum:maximum:)``.
///
/// Lazy as a ``List``: in a ``ScrollView`` only the lines on screen are made, and their widgets
/// are recycled as lines scroll away.
public struct LazyHGrid<Content: View> {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `rows`, columns `spacing` pixels apart (nil: 8), cells placed by `alignment`.
    nonisolated public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension LazyHGrid: View {}

extension LazyHGrid: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        LazyGridLayout.configuration(
            axis: .horizontal, items: rows, spacing: spacing,
            alignment: Alignment(horizontal: .center, vertical: alignment), view: "LazyHGrid")
    }
}
