/// Views in columns, filled row by row; with an ``GridItem/Size/adaptive(minimum:maximum:)``
/// column, as many columns as fit the width.
///
/// Lazy as a ``List``: in a ``ScrollView`` only the lines on screen are made, and their widgets
/// are recycled as lines scroll away.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid of `columns`, rows `spacing` pixels apart (nil: 8), cells placed by `alignment`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVGrid: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.axis = .vertical
        configuration.spacing = Self.pixels(spacing)
        configuration.rowAlignment = (alignment.gtkAlign, GTK_ALIGN_CENTER)
        configuration.grid = LazyGridLayout(
            items: columns, cellSpacing: Self.pixels(columns.compactMap(\.spacing).max()))
        let negative = (spacing ?? 0) < 0 || columns.contains { ($0.spacing ?? 0) < 0 }
        if negative { configuration.warning = "GtkUI: LazyVGrid spacing is negative; it uses 0" }
        return configuration
    }

    /// Pixels for a spacing: nil is 8, a negative one is 0.
    private static func pixels(_ spacing: Double?) -> Int {
        max(0, Int((spacing ?? 8).rounded()))
    }
}
