/// Where a toolbar item goes in the window's header bar: SwiftUI's placement names, mapped to
/// the start, the end or the title of a `GtkHeaderBar`.
public struct ToolbarItemPlacement: Equatable, Sendable {
    /// The part of the header bar a placement packs into.
    enum Slot: Equatable, Sendable {
        case start
        case end
        case title
        /// Not shown: the place does not exist on a desktop.
        case hidden
    }

    let slot: Slot
    /// SwiftUI's name, so placements that share a slot stay distinct (a sheet looks for Cancel).
    let name: String

    /// The end of the header bar, after the title, as GNOME apps put their actions.
    public static let automatic = ToolbarItemPlacement(slot: .end, name: "automatic")
    /// The start of the header bar, before the title.
    public static let navigation = ToolbarItemPlacement(slot: .start, name: "navigation")
    /// The end of the header bar.
    public static let primaryAction = ToolbarItemPlacement(slot: .end, name: "primaryAction")
    /// The title of the header bar, in place of the window's title.
    public static let principal = ToolbarItemPlacement(slot: .title, name: "principal")
    /// The start of the header bar, where GNOME dialogs put Cancel.
    public static let cancellationAction = ToolbarItemPlacement(slot: .start, name: "cancellationAction")
    /// The end of the header bar, where GNOME dialogs put their confirming action.
    public static let confirmationAction = ToolbarItemPlacement(slot: .end, name: "confirmationAction")
    /// The end of the header bar: GTK has no separate place for destructive actions.
    public static let destructiveAction = ToolbarItemPlacement(slot: .end, name: "destructiveAction")
    /// The start of the header bar (SwiftUI's iOS name).
    public static let topBarLeading = ToolbarItemPlacement(slot: .start, name: "topBarLeading")
    /// The end of the header bar (SwiftUI's iOS name).
    public static let topBarTrailing = ToolbarItemPlacement(slot: .end, name: "topBarTrailing")
    /// The start of the header bar (SwiftUI's older iOS name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .start, name: "navigationBarLeading")
    /// The end of the header bar (SwiftUI's older iOS name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .end, name: "navigationBarTrailing")
    /// The end of the header bar: a GTK 3 window has no bottom toolbar of its own, so items meant
    /// for one join the header bar's actions.
    public static let bottomBar = ToolbarItemPlacement(slot: .end, name: "bottomBar")
    /// The end of the header bar: GTK has no status area in the window's chrome.
    public static let status = ToolbarItemPlacement(slot: .end, name: "status")
    /// Above the on-screen keyboard in SwiftUI on iOS. A desktop has none, so such items are not
    /// shown: a "Done" button that hides the keyboard has nothing to do there.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden, name: "keyboard")
}

private struct ToolbarItemPlacementKey: ContainerValueKey {
    static let defaultValue = ToolbarItemPlacement.automatic
}

extension ContainerValues {
    /// The placement a toolbar item's widgets take in the header bar.
    var toolbarItemPlacement: ToolbarItemPlacement {
        get { self[ToolbarItemPlacementKey.self] }
        set { self[ToolbarItemPlacementKey.self] = newValue }
    }
}
