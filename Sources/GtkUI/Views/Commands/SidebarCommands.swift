/// SwiftUI's standard command for showing and hiding a split view's sidebar.
///
/// Accepted so that SwiftUI code compiles, and adds no menu item: on GNOME the sidebar of a
/// ``NavigationSplitView`` is a pane that the user drags open and closed, and apps have no common
/// "Toggle Sidebar" command.
public struct SidebarCommands: PrimitiveCommands {
    /// The standard sidebar commands.
    nonisolated public init() {}

    var contributions: [CommandContribution] { [] }
}
