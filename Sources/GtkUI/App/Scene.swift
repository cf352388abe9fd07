/// A part of an app's user interface with its own lifetime, such as a ``WindowGroup``.
@MainActor
public protocol Scene {}

/// Lets the app read the window groups out of its scene tree.
@MainActor
protocol WindowGroupProvider {
    var windowGroups: [AnyWindowGroup] { get }
}

/// Builds scenes from the statements of an `App`'s `body`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// A single scene is passed through.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes become one.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var groups: [AnyWindowGroup] = []
        for scene in repeat each content {
            groups += (scene as? any WindowGroupProvider)?.windowGroups ?? []
        }
        return TupleScene(windowGroups: groups)
    }
}

/// Several scenes side by side, as built by ``SceneBuilder``.
public struct TupleScene: Scene, WindowGroupProvider {
    let windowGroups: [AnyWindowGroup]
}
