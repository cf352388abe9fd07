/// A representable whose GTK widget holds declarative child views: the way stacks are built,
/// and the way to give any GTK container (a GtkNotebook, a GtkPaned, a GtkFlowBox) declarative
/// content.
///
/// GtkUI mounts `content`, flattens it into widgets, and tells the container which children to
/// add, remove or move; it never recreates a kept child. The defaults use `GtkContainer`
/// and, for a `GtkBox`, `gtk_box_reorder_child`.
@MainActor
public protocol GtkContainerRepresentable: GtkWidgetRepresentable {
    /// The type of the child views.
    associatedtype Content: View
    /// The child views.
    var content: Content { get }

    /// Adds `child` after the container's other children.
    func addChild(_ child: WidgetPointer, to container: WidgetType, context: Context)
    /// Removes `child` from the container.
    func removeChild(_ child: WidgetPointer, from container: WidgetType, context: Context)
    /// Moves `child` to `index`, counted among the other children.
    func moveChild(_ child: WidgetPointer, to index: Int, in container: WidgetType, context: Context)
}

extension GtkContainerRepresentable {
    /// Appends with `gtk_container_add`.
    public func addChild(_ child: WidgetPointer, to container: WidgetType, context: Context) {
        gtk_container_add(container.widgetPointer.cast(), child)
    }

    /// Removes with `gtk_container_remove`.
    public func removeChild(_ child: WidgetPointer, from container: WidgetType, context: Context) {
        gtk_container_remove(container.widgetPointer.cast(), child)
    }

    /// Reorders a `GtkBox` child; other containers keep their order.
    public func moveChild(_ child: WidgetPointer, to index: Int, in container: WidgetType, context: Context) {
        let pointer = container.widgetPointer
        if pointer.isInstance(of: gtk_box_get_type()) {
            gtk_box_reorder_child(pointer.cast(), child, Int32(index))
        }
    }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        ContainerNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Mounts a ``GtkContainerRepresentable``: a representable node with a content subtree whose
/// widgets it keeps in order inside its GTK container.
final class ContainerNode<R: GtkContainerRepresentable>: RepresentableNode<R> {
    private var content: ViewNode?
    private var children: [WidgetPointer] = []
    /// The stack axis handed to the content (for Spacer); fixed by the container's type.
    private let stackAxis: Axis?

    override init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, view: R) {
        stackAxis = (view as? any StackLayout)?.axis
        super.init(graph: graph, parent: parent, environment: environment, view: view)
        content = graph.makeNode(for: view.content, parent: self, environment: childEnvironment)
        syncChildWidgets()
    }

    override var isWidgetContainer: Bool { true }

    override var childEnvironment: EnvironmentValues {
        var environment = environment
        environment.stackAxis = stackAxis
        return environment
    }

    override func viewDidChange() {
        content = reconcile(content, with: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func syncChildWidgets() {
        var widgets: [WidgetPointer] = []
        widgets.reserveCapacity(children.count + 1)
        content?.appendWidgets(to: &widgets)
        guard widgets != children else { return }
        let context = context
        if children.isEmpty {
            for child in widgets { view.addChild(child, to: widget, context: context) }
        } else {
            var count = children.count
            for operation in ChildListDiff(from: children, to: widgets).operations {
                switch operation {
                case .remove(let child):
                    view.removeChild(child, from: widget, context: context)
                    count -= 1
                case .insert(let child, let index):
                    view.addChild(child, to: widget, context: context)
                    if index != count { view.moveChild(child, to: index, in: widget, context: context) }
                    count += 1
                case .move(let child, let index):
                    view.moveChild(child, to: index, in: widget, context: context)
                }
            }
        }
        children = widgets
    }

    /// Empties the container when it outlives this node (a host's root box stays with its owner).
    func removeAllChildWidgets() {
        let context = context
        for child in children { view.removeChild(child, from: widget, context: context) }
        children.removeAll()
    }
}
