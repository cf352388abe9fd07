/// Keeps a gesture modifier's mounted tree of nodes and where they are attached.
@MainActor
final class GestureCoordinator {
    /// The box and the environment the nodes use.
    var attachment: GestureAttachment?
    /// The root node; nil while the mask leaves the gesture out.
    var root: GestureNode?

    /// Stops every node for good and frees their gesture objects.
    func stop() {
        root?.detach()
        root = nil
        attachment = nil
    }
}
