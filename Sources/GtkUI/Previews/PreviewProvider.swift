/// A type that describes previews of a view, as in SwiftUI, so that code written for SwiftUI
/// compiles unchanged.
///
/// GtkUI has no preview canvas in an editor. A provider passed to
/// ``LibraryRegistry/register(preview:title:group:source:)`` shows its previews live in a
/// ``LibraryGallery``, as the Demo's gallery does; otherwise nothing calls ``previews``, and the
/// view can be mounted in a `WindowGroup` or a ``HostingWidget`` to look at it. SwiftUI's
/// `#Preview` macro is not provided: a macro needs a compiler plugin built from the swift-syntax
/// package.
@MainActor
public protocol PreviewProvider {
    /// The type of the previewed content.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
