/// SwiftUI's standard commands for a window's toolbar: show or hide it, customise it.
///
/// Accepted so that SwiftUI code compiles, and adds no menu item: a GNOME window's header bar is
/// always shown and cannot be customised by the user.
public struct ToolbarCommands: PrimitiveCommands {
    /// The standard toolbar commands.
    nonisolated public init() {}

    var contributions: [CommandContribution] { [] }
}
