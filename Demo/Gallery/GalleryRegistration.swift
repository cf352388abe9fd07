import GtkUI

/// Registers the Demo's gallery with ``LibraryRegistry``, through the same API a package uses:
/// one provider per family of built-in views, then the previews.
@MainActor
enum GalleryRegistration {
    /// The gallery groups, in sidebar order; registered on first use.
    static let groups: [LibraryGroup] = {
        LibraryRegistry.register(TextLibrary(), title: "Text")
        LibraryRegistry.register(ControlsLibrary(), title: "Controls")
        LibraryRegistry.register(LayoutLibrary(), title: "Layout")
        LibraryRegistry.register(GeometryLibrary(), title: "Geometry")
        LibraryRegistry.register(ContainersLibrary(), title: "Containers")
        LibraryRegistry.register(ListsLibrary(), title: "Lists")
        LibraryRegistry.register(NavigationLibrary(), title: "Navigation")
        LibraryRegistry.register(PresentationLibrary(), title: "Presentation")
        LibraryRegistry.register(ShapesLibrary(), title: "Shapes and colour")
        LibraryRegistry.register(DrawingLibrary(), title: "Drawing")
        LibraryRegistry.register(ModifiersLibrary(), title: "Modifiers")
        LibraryRegistry.register(MotionLibrary(), title: "Motion")
        LibraryRegistry.register(GesturesLibrary(), title: "Gestures")
        LibraryRegistry.register(MoreLibrary(), title: "More from SwiftUI")
        LibraryRegistry.register(
            preview: Greeting_Previews.self, title: "Greeting",
            source: #"""
                Greeting(name: "GNOME")
                Greeting(name: "Swift").font(.title2)
                """#)
        return LibraryRegistry.groups
    }()
}

extension GalleryRegistration {
    /// The theme icon shown next to a gallery group in the sidebar.
    static func iconName(of title: String) -> String {
        switch title {
        case "Text": return "format-text-bold-symbolic"
        case "Controls": return "input-keyboard-symbolic"
        case "Layout": return "view-grid-symbolic"
        case "Geometry": return "view-fullscreen-symbolic"
        case "Containers": return "view-paged-symbolic"
        case "Lists": return "view-list-symbolic"
        case "Navigation": return "go-next-symbolic"
        case "Presentation": return "window-new-symbolic"
        case "Shapes and colour": return "applications-graphics-symbolic"
        case "Drawing": return "applications-graphics-symbolic"
        case "Modifiers": return "document-edit-symbolic"
        case "Motion": return "media-playback-start-symbolic"
        case "Gestures": return "input-mouse-symbolic"
        default: return "starred-symbolic"
        }
    }
}
