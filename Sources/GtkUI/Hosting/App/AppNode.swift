/// Mounts an ``App`` in its session's scene graph: links the app's dynamic properties to
/// storage that lives as long as the session, and evaluates `body` as a tracked evaluation, so
/// state and models that the scene descriptions read (a window title, say) evaluate it again.
final class AppNode<A: App>: ViewNode {
    private let app: A
    private var storage = DynamicPropertyStorage()
    /// The window scenes of the last evaluation, in declaration order.
    private(set) var windowGroups: [AnyWindowGroup] = []
    /// The commands of the last evaluation, in declaration order.
    private(set) var commands: [CommandContribution] = []
    /// Called after each evaluation but the first, with the new scenes and commands.
    var scenesDidChange: (@MainActor ([AnyWindowGroup], [CommandContribution]) -> Void)?

    init(graph: ViewGraph, app: A) {
        self.app = app
        super.init(graph: graph, parent: nil, environment: EnvironmentValues(), viewType: ObjectIdentifier(A.self))
        storage.link(app, info: ViewTypeInfo.of(app), node: self)
        evaluate()
    }

    override func rebuild() {
        guard isDirty else { return }
        evaluate()
        scenesDidChange?(windowGroups, commands)
    }

    private func evaluate() {
        isDirty = false
        Diagnostics.bodyEvaluations.increment()
        // Scene types of the app's own are read inside the evaluation, so what their bodies read
        // updates the app too.
        (windowGroups, commands) = tracked {
            let body = app.body
            return (body.sceneWindowGroups, body.sceneCommandContributions)
        }
    }
}
