/// SwiftUI's standard commands for formatting text: fonts, styles, alignment.
///
/// Accepted so that SwiftUI code compiles, and adds no menu item: GTK 3 has no shared font panel
/// for the focused text view to answer, so there is nothing for the commands to drive.
public struct TextFormattingCommands: PrimitiveCommands {
    /// The standard text formatting commands.
    nonisolated public init() {}

    var contributions: [CommandContribution] { [] }
}
