/// A part of an app's user interface with its own lifetime, such as a ``WindowGroup``.
///
/// Write a scene type of your own with a `body` made of other scenes, as in SwiftUI:
/// `struct PreferencesScene: Scene { var body: some Scene { Settings { … } } }`. Unlike
/// SwiftUI's, such a type holds no state of its own: its `body` is read each time the app's
/// `body` is evaluated, and follows the app's state.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes that GtkUI reads directly rather than through a `body`.
@MainActor
protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    /// Primitive scenes end the body recursion.
    public var body: Never { fatalError("GtkUI: body of a built-in scene was called") }
}

extension Scene {
    /// The window scenes of this scene, read through `body` down to the primitives.
    var sceneWindowGroups: [AnyWindowGroup] {
        if let provider = self as? any WindowGroupProvider { return provider.windowGroups }
        if self is any PrimitiveScene { return [] }
        return body.sceneWindowGroups
    }

    /// The commands of this scene, read through `body` down to the primitives.
    var sceneCommandContributions: [CommandContribution] {
        if let provider = self as? any SceneCommandsProvider { return provider.sceneCommands }
        if self is any PrimitiveScene { return [] }
        return body.sceneCommandContributions
    }
}

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
///
/// Nonisolated, as SwiftUI's: it only gathers the scenes, which are read on the main actor.
@resultBuilder
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
public struct TupleScene {
    let scenes: [any Scene]

    nonisolated init(_ scenes: [any Scene]) {
        self.scenes = scenes
    }
}

// The conformance in an extension, so that the type is not main-actor isolated and its
// initializer is nonisolated, as in SwiftUI.
@MainActor
extension TupleScene: PrimitiveScene, WindowGroupProvider, SceneCommandsProvider {
    var windowGroups: [AnyWindowGroup] { scenes.flatMap { $0.sceneWindowGroups } }
    var sceneCommands: [CommandContribution] { scenes.flatMap { $0.sceneCommandContributions } }
}
