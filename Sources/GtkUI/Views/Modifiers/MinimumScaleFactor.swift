import Foundation

extension View {
    /// Accepted so that SwiftUI code compiles; text keeps its font size.
    ///
    /// GTK labels do not shrink their font to fit. Text that does not fit is cut with an ellipsis
    /// under ``View/lineLimit(_:)`` or ``View/truncationMode(_:)``, or wraps, as the README's
    /// "What differs from SwiftUI" says.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        self
    }
}
