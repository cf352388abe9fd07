/// A horizontal stack that makes only the columns on screen, for long content in a horizontal
/// ``ScrollView``; see ``LazyVStack``.
public struct LazyHStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy horizontal stack of the views the closure builds.
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension LazyHStack: View {}

extension LazyHStack: LazyContainerView {
    var lazyContent: Content { content }

    func lazyConfiguration(in environment: EnvironmentValues) -> LazyContainerConfiguration {
        var configuration = LazyContainerConfiguration()
        configuration.axis = .horizontal
        let (spacing, clamped) = ClampedLength.pixels(spacing ?? Double(StackContainer<EmptyView>.defaultSpacing))
        configuration.spacing = spacing
        if clamped {
            configuration.warning =
                "GtkUI: \(Self.self) spacing \(self.spacing ?? 0) is negative, not a number or too large; it uses \(spacing)"
        }
        configuration.rowAlignment = (GTK_ALIGN_CENTER, alignment.gtkAlign)
        configuration.estimatedRowLength = 80
        return configuration
    }
}
