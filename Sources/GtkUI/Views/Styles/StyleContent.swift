/// The type-erased view inside a style configuration's `Label` (and its other parts): what the
/// control was given, and its plain text when it is an unstyled ``Text``, which the built-in
/// styles show as the GTK widget's own label instead of mounting a view.
@MainActor
struct StyleContent {
    let view: any View
    /// The text of an unstyled ``Text``: a title a GTK widget can show itself.
    let text: String?
    /// The text of any ``Text`` without markup, styled or not: the control's accessible name.
    let name: String?
    /// Told when a built-in style reads the text as a title; nil for parts that need no check.
    let usage: StyleLabelUsage?

    init(_ view: some View, usage: StyleLabelUsage?) {
        self.usage = usage
        // A configuration's label passed on (`Button(configuration)`) is shown as it is.
        if let part = view as? any StyleContentView {
            self.view = part.content.view
            text = part.content.text
            name = part.content.name
            return
        }
        self.view = (view as? AnyView)?.wrapped ?? view
        text = ControlSupport.plainTitle(of: view)
        name = text ?? ControlSupport.text(of: view)
    }

    /// The plain title, noting that the style used the label.
    var title: String? {
        usage?.noteUsed()
        return text
    }

    /// Notes that the style shows this part, for a built-in style that mounts it in a way the
    /// check cannot see, or leaves it out on purpose (an icon-only label).
    func noteUsed() { usage?.noteUsed() }
}

/// A public configuration part (`ButtonStyleConfiguration.Label`, …) that shows a
/// ``StyleContent``: mounted in a slot keyed by the content's type.
@MainActor
protocol StyleContentView: SlotContent, BuiltinView, View {
    var content: StyleContent { get }
    init(content: StyleContent)
}

extension StyleContentView {
    var slotKey: AnyHashable { ObjectIdentifier(type(of: content.view)) }
    var slotView: (any View)? { content.view }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        SlotNode(graph: graph, parent: parent, environment: environment, slot: self)
    }
}
