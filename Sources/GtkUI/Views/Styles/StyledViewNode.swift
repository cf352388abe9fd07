/// Mounts a ``StyledView``: asks its style for a body whenever the view, its environment (which
/// holds the style) or something the style read changed, and mounts that body as its one child.
/// A body of another type (another style) replaces the child, and with it the widget.
final class StyledViewNode<V: StyledView>: TypedViewNode<V> {
    private var child: ViewNode?
    private lazy var linker = StyleLinker(node: self)

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: V) {
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        evaluate()
    }

    override func viewReceived(inputsChanged: Bool, environmentChanged: Bool) {
        guard inputsChanged || environmentChanged else { return }
        evaluate()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        evaluate()
    }

    override func rebuild() {
        guard isDirty else { return }
        evaluate()
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        child?.appendWidgets(to: &widgets)
    }

    private func evaluate() {
        isDirty = false
        Diagnostics.styleBodyEvaluations.increment()
        let environment = environment
        linker.labelUsage.reset()
        var body = tracked { view.makeStyledBody(in: environment, linker: &linker) }
        // The child is keyed by the body's type already, so an erased body needs no slot of its
        // own: the built-in styles erase the two shapes of their widget (text title or content).
        if let erased = body as? AnyView { body = erased.wrapped }
        let isNewStyle = linker.styleTypeChanged || child == nil
        if let type = linker.styleType { StyleLinker.drawing.append(type) }
        child = reconcile(child, with: body)
        if linker.styleType != nil { StyleLinker.drawing.removeLast() }
        // Checked when a style takes over, not on every update. A built-in style reads the label
        // as its widget's title; another body uses it when it mounts it somewhere inside.
        if isNewStyle, !linker.labelUsage.used, let child { check(child) }
    }

    /// Warns once per style about a body that drops the label or shows nothing at all.
    private func check(_ child: ViewNode) {
        var widgets: [MountedChild] = []
        child.appendWidgets(to: &widgets)
        if widgets.isEmpty {
            linker.labelUsage.warn(
                style: linker.styleName, about: "empty",
                "GtkUI: \(view.styleControlName) style \(linker.styleName) makes a body that shows nothing; "
                    + "the control keeps its accessible name and stays reachable with Tab")
        } else if !Self.contains(V.styleLabelType, in: child) {
            linker.labelUsage.warn(
                style: linker.styleName, about: "label",
                "GtkUI: \(view.styleControlName) style \(linker.styleName) makes a body without "
                    + "configuration.label; the control keeps its title as its accessible name, but shows none")
        }
    }

    /// Whether the subtree of `node` mounts a view of type `type`.
    private static func contains(_ type: ObjectIdentifier, in node: ViewNode) -> Bool {
        if node.viewType == type { return true }
        var found = false
        node.forEachChild { if !found { found = contains(type, in: $0) } }
        return found
    }
}

extension StyledView {
    /// The generic type's name without its parameters: `Button`, `Toggle`.
    var styleControlName: String {
        let name = String(describing: Self.self)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}
