import Foundation

/// iOS presentation modifiers, accepted on the desktop so that iOS code compiles. A sheet here is
/// a window of its own: the user sizes and moves it, and the theme draws its background, corners
/// and title bar.
extension View {
    /// Accepted so that iOS code compiles; the sheet keeps its window's size, which the user
    /// chooses, so no detent applies.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    /// Accepted so that iOS code compiles; the sheet keeps its window's size, and `selection`
    /// keeps its value.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        self
    }

    /// Accepted so that iOS code compiles; a sheet's window has the theme's background.
    nonisolated public func presentationBackground(_ style: Color) -> some View {
        self
    }

    /// Accepted so that iOS code compiles; a sheet's window has the theme's background. Put the
    /// view in the sheet's content with ``View/background(alignment:_:)`` instead.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        self
    }

    /// Accepted so that iOS code compiles; a sheet's window has the theme's corners.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        self
    }

    /// Accepted so that iOS code compiles; a sheet is a window, with a title bar and no drag
    /// indicator.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
}
