/// A type that lists reusable views and modifiers for a gallery, as SwiftUI's
/// `LibraryContentProvider` lists them for Xcode's library.
///
/// ```swift
/// struct BadgeLibrary: LibraryContentProvider {
///     var views: [LibraryItem] {
///         LibraryItem(Badge(count: 3), title: "Badge", category: .control, source: "Badge(count: 3)")
///     }
/// }
/// ```
///
/// Where GtkUI differs from SwiftUI: there is no Xcode to find providers by scanning the source,
/// and Swift on Linux cannot list a protocol's conformances, so a provider shows up only once it
/// is passed to ``LibraryRegistry/register(_:title:)``. Its items are then evaluated: each item's
/// snippet is built and shown live in a ``LibraryGallery``. So the protocol is main-actor
/// isolated, as views are.
@MainActor
public protocol LibraryContentProvider {
    /// The type of the value that ``modifiers(base:)`` applies modifiers to; `Any` unless the
    /// provider lists modifiers.
    associatedtype ModifierBase = Any

    /// The views this provider offers; empty unless implemented.
    @LibraryContentBuilder var views: [LibraryItem] { get }

    /// The modifiers this provider offers, each applied to `base`; empty unless implemented.
    /// Only ``LibraryRegistry/register(_:title:modifierBase:)`` calls it, since a gallery needs a
    /// real base value to show a modifier live.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }

    /// No modifiers.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}
