/// Views in columns, filled row by row; with an ``GridItem/Size/adaptive(minimum:maximum:)``
/// column, as many columns as fit the width.
///
/// Lazy as a ``List``: in a ``ScrollView`` only the lines on screen are made, and their widgets
/// are recycled as lines scroll away.
public struct LazyVGrid<Content: View> {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, rows `spacing` pixels apart (nil: 8), cells placed by `alignment`.
    nonisolated public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension LazyVGrid: View {}

extension LazyVGrid: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        LazyGridLayout.configuration(
            axis: .vertical, items: columns, spacing: spacing,
            alignment: Alignment(horizontal: alignment, vertical: .center), view: "LazyVGrid")
    }
}
