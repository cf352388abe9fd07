import CGtkShim
import Foundation

/// A view that takes all the space it is offered and builds its content from that size, as
/// SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) pixels wide")
/// }
/// ```
/// The content is evaluated first with a zero size, then again each time GTK allocates the reader
/// a different size (not on every frame). Once the content has read a position from the proxy (a
/// frame in `.global` or a named space, or an anchor), it is evaluated again too when the reader
/// moves in its window. It is placed at the top leading corner at its own size, unless it is
/// flexible, when it fills the reader.
///
/// Where GTK differs: the reader is at least as large as its content needs, so content that grows
/// with the size it is given would grow the window without end. After 8 such growths in a row the
/// reader stops following its size, with one warning, until its size changes for another reason.
public struct GeometryReader<Content: View> {
    let content: (GeometryProxy) -> Content
    @State private var geometry = GeometrySnapshot()
    @State private var usage = GeometryUsage()

    /// Builds the content from the reader's size.
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The measuring box with the content built for the current geometry.
    @MainActor public var body: some View {
        GeometryBox(
            geometry: $geometry, usage: usage,
            content: content(GeometryProxy(snapshot: geometry, usage: usage)))
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension GeometryReader: View {}
