/// A titled group of rows in a ``Form``, as in GNOME's preferences: the header in bold above a
/// frame holding one row per view of `content`, and the footer as a dim caption below it.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views.
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// The header, the framed rows and the footer, stacked.
    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if Parent.self != EmptyView.self {
                header.font(.headline)
            }
            SectionRows(content: content)
            if Footer.self != EmptyView.self {
                footer.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are nonisolated, as in SwiftUI.
extension Section: View {}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view.
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view.
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed `title`.
    @_disfavoredOverload
    nonisolated public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text {
    /// A section headed `title`, with a footer.
    nonisolated public init(
        _ title: some StringProtocol, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
    ) {
        self.init(content: content, header: { Text(title) }, footer: footer)
    }
}
