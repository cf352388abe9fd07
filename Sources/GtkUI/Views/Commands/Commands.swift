/// The menu commands of an app, given to a scene with ``Scene/commands(content:)``:
///
/// ```swift
/// WindowGroup { Editor() }
///     .commands {
///         CommandMenu("Text") {
///             Button("Reverse") { store.reverse() }.keyboardShortcut("r")
///         }
///         CommandGroup(after: .newItem) { Button("Open Recent") { openRecent() } }
///     }
/// ```
///
/// Write a type of your own with a `body` made of ``CommandMenu``s and ``CommandGroup``s, or of
/// other such types. Unlike SwiftUI's, such a type holds no state of its own: its commands read
/// the state of the ``App`` (or of models) that builds them, and follow it.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands this type is made of.
    associatedtype Body: Commands
    /// The commands this type is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands that GtkUI reads directly rather than through a `body`.
@MainActor
protocol PrimitiveCommands: Commands where Body == Never {
    /// The menus and groups these commands add, in declaration order.
    var contributions: [CommandContribution] { get }
}

extension PrimitiveCommands {
    /// Primitive commands end the body recursion.
    public var body: Never { fatalError("GtkUI: body of a built-in command was called") }
}

extension Commands {
    /// The menus and groups of these commands, read through `body` down to the primitives.
    var commandContributions: [CommandContribution] {
        if let primitive = self as? any PrimitiveCommands { return primitive.contributions }
        return body.commandContributions
    }
}

/// Builds commands from the statements of a ``Scene/commands(content:)`` closure or a
/// ``Commands`` type's `body`.
///
/// Nonisolated, as SwiftUI's: it only gathers the commands, which are read on the main actor.
@resultBuilder
public enum CommandsBuilder {
    /// One command list is passed through.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several commands become one list, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands {
        var parts: [any Commands] = []
        for commands in repeat each content { parts.append(commands) }
        return TupleCommands(parts)
    }

    /// No commands.
    public static func buildBlock() -> TupleCommands { TupleCommands([]) }

    /// Commands shown only when a condition holds (`if` without `else`).
    public static func buildOptional(_ content: (any Commands)?) -> TupleCommands {
        TupleCommands(content.map { [$0] } ?? [])
    }

    /// The commands of the branch taken by `if`/`else`.
    public static func buildEither<First: Commands>(first: First) -> TupleCommands { TupleCommands([first]) }

    /// The commands of the branch taken by `if`/`else`.
    public static func buildEither<Second: Commands>(second: Second) -> TupleCommands { TupleCommands([second]) }
}

/// Several commands side by side, as built by ``CommandsBuilder``.
public struct TupleCommands {
    let parts: [any Commands]

    nonisolated init(_ parts: [any Commands]) {
        self.parts = parts
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializer is nonisolated, as in SwiftUI.
@MainActor
extension TupleCommands: PrimitiveCommands {
    var contributions: [CommandContribution] { parts.flatMap { $0.commandContributions } }
}
