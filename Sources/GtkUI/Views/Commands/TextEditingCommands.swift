/// SwiftUI's standard commands for editing text: find, spelling, substitutions.
///
/// Accepted so that SwiftUI code compiles, and adds no menu item: GTK's text fields and text
/// editors already cut, copy, paste, select all and undo on the usual keys and from their own
/// context menus, where GNOME apps offer them.
public struct TextEditingCommands: PrimitiveCommands {
    /// The standard text editing commands.
    nonisolated public init() {}

    var contributions: [CommandContribution] { [] }
}
