/// No commands: what a `Commands` body that adds nothing returns, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: PrimitiveCommands {
    /// No commands.
    nonisolated public init() {}

    var contributions: [CommandContribution] { [] }
}
