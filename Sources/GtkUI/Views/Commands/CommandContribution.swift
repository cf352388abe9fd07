/// One menu or group of commands with its content type erased, as the app's last `body`
/// evaluation described it.
@MainActor
struct CommandContribution {
    /// Where the content goes.
    enum Target: Hashable {
        /// A menu of its own, with this name.
        case menu(String)
        /// Before, in place of, or after a standard group.
        case group(CommandGroupPlacement, CommandGroupPosition)
    }

    let target: Target
    /// The content's views, evaluated like a view body each time they are mounted or updated.
    let makeContent: () -> AnyView
}

/// Where a ``CommandGroup`` puts its content relative to its standard group.
enum CommandGroupPosition: Hashable, Sendable {
    case before
    case replacing
    case after
}
