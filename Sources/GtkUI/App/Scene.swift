/// A part of an app's user interface with its own lifetime, such as a ``WindowGroup``.
@MainActor
public protocol Scene {}

/// Lets the app read the window groups out of its scene tree.
@MainActor
protocol WindowGroupProvider {
    var windowGroups: [AnyWindowGroup] { get }
}

/// Lets the app read the commands out of its scene tree.
@MainActor
protocol SceneCommandsProvider {
    var sceneCommands: [CommandContribution] { get }
}

/// Builds scenes from the statements of an `App`'s `body`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// A single scene is passed through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes become one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes)
    }

    /// A scene present only when a condition holds (`if` without `else`), such as a ``Settings``
    /// scene that a build setting turns on.
    public static func buildOptional(_ content: (any Scene)?) -> TupleScene {
        TupleScene(content.map { [$0] } ?? [])
    }

    /// The scene of the branch taken by `if`/`else`.
    public static func buildEither<First: Scene>(first: First) -> TupleScene { TupleScene([first]) }

    /// The scene of the branch taken by `if`/`else`.
    public static func buildEither<Second: Scene>(second: Second) -> TupleScene { TupleScene([second]) }
}

/// Several scenes side by side, as built by ``SceneBuilder``.
public struct TupleScene: Scene, WindowGroupProvider, SceneCommandsProvider {
    let windowGroups: [AnyWindowGroup]
    let sceneCommands: [CommandContribution]

    init(_ scenes: [any Scene]) {
        windowGroups = scenes.flatMap { ($0 as? any WindowGroupProvider)?.windowGroups ?? [] }
        sceneCommands = scenes.flatMap { ($0 as? any SceneCommandsProvider)?.sceneCommands ?? [] }
    }
}
