/// A type that describes previews of a view, as in SwiftUI, so that code written for SwiftUI
/// compiles unchanged.
///
/// GtkUI has no preview canvas: nothing calls ``previews``. Mount the view in a `WindowGroup` or a
/// ``HostingWidget`` to look at it. SwiftUI's `#Preview` macro is not provided: a macro needs a
/// compiler plugin built from the swift-syntax package.
@MainActor
public protocol PreviewProvider {
    /// The type of the previewed content.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}
