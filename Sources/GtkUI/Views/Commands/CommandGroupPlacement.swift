/// A standard group of commands, named as in SwiftUI, that a ``CommandGroup`` adds to or
/// replaces.
///
/// In the header bar's primary menu the groups come in GNOME's order: the file groups, the
/// editing groups, the view and window groups, the app's ``CommandMenu``s, then `.appSettings`
/// ("Preferences"), "Keyboard Shortcuts", `.help` and `.appInfo` ("About"). In a menu bar they
/// make the File, Edit, View, Window and Help menus. GtkUI fills `.newItem` ("New Window", when
/// the app opens a ``WindowGroup``), `.appSettings` (when there is a ``Settings`` scene),
/// `.appInfo`, and `.appTermination` ("Quit", in a menu bar only); the others start empty.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The group's name, which also prefixes the names of its items' actions.
    let name: String

    /// "About" the app.
    public static let appInfo = CommandGroupPlacement(name: "app-info")
    /// "Preferences", which opens the ``Settings`` scene.
    public static let appSettings = CommandGroupPlacement(name: "app-settings")
    /// Services of the system (empty on GNOME).
    public static let systemServices = CommandGroupPlacement(name: "system-services")
    /// Hiding and showing the app (empty on GNOME).
    public static let appVisibility = CommandGroupPlacement(name: "app-visibility")
    /// "Quit", shown in a menu bar; GNOME's primary menu leaves it to Ctrl+Q.
    public static let appTermination = CommandGroupPlacement(name: "app-termination")
    /// Making new windows and documents: "New Window".
    public static let newItem = CommandGroupPlacement(name: "new-item")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "save-item")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "import-export")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "print-item")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undo-redo")
    /// Cut, Copy, Paste and Select All.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding and spelling.
    public static let textEditing = CommandGroupPlacement(name: "text-editing")
    /// Fonts and text styles.
    public static let textFormatting = CommandGroupPlacement(name: "text-formatting")
    /// Showing and customizing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Sizing the window.
    public static let windowSize = CommandGroupPlacement(name: "window-size")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "window-arrangement")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "window-list")
    /// The windows of single-window scenes.
    public static let singleWindowList = CommandGroupPlacement(name: "single-window-list")
    /// The app's help.
    public static let help = CommandGroupPlacement(name: "help")

}
