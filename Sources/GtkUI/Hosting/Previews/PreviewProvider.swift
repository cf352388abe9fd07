/// A type that describes previews of a view, as in SwiftUI, so that code written for SwiftUI
/// compiles unchanged.
///
/// Provider types are found at run time like `#Preview`s: `gtkui-preview` lists each one, named
/// after its type, and `assertPreviewSnapshots()` snapshots it. A provider passed to
/// ``LibraryRegistry/register(preview:title:group:source:)`` also shows its previews live in a
/// ``LibraryGallery``, as the Demo's gallery does. New code can write `#Preview` instead.
@MainActor
public protocol PreviewProvider {
    /// The type of the previewed content.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
