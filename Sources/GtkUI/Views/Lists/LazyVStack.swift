/// A vertical stack that makes only the rows on screen, for long content in a ``ScrollView``.
///
/// In a `ScrollView` it mounts the rows in view plus a margin, recycles the widgets of rows that
/// scroll away, and keeps each row's `@State` by id. Outside a scroll view every row it is given
/// room for is made.
public struct LazyVStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy vertical stack of the views the closure builds.
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension LazyVStack: View {}

extension LazyVStack: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.axis = .vertical
        let (spacing, clamped) = ClampedLength.pixels(spacing ?? Double(StackContainer<EmptyView>.defaultSpacing))
        configuration.spacing = spacing
        if clamped {
            configuration.warning =
                "GtkUI: \(Self.self) spacing \(self.spacing ?? 0) is negative, not a number or too large; it uses \(spacing)"
        }
        configuration.rowAlignment = (alignment.gtkAlign, GTK_ALIGN_CENTER)
        return configuration
    }
}
