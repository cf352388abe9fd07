/// A built-in view whose body its style makes: `Button`, `Toggle`, `Label` and the other styled
/// controls. This is the one way from a style to GTK: the view asks the style in its environment
/// for a body (`makeBody(configuration:)`), and that body is mounted like any other view. The
/// built-in styles answer with an internal representable that makes the native GTK widget;
/// a user's style answers with views, as in SwiftUI.
@MainActor
protocol StyledView: BuiltinView, View {
    /// The body the current style makes for this view, in `environment`. Conformers open the
    /// style existential and pass the style to `linker` before calling `makeBody`, so that the
    /// style's own `@State` and `@Environment` properties are live while it runs.
    func makeStyledBody(in environment: EnvironmentValues, linker: inout StyleLinker) -> any View

    /// The type of the configuration's label view, which a style's body is expected to show.
    static var styleLabelType: ObjectIdentifier { get }

    /// The control's name in warnings: `Button`, `Toggle`.
    var styleControlName: String { get }
}

extension StyledView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        StyledViewNode(graph: graph, parent: parent, environment: environment, view: self)
    }
}

/// Links a style's dynamic properties (`@State`, `@Environment`, …) to the node that shows its
/// body, and notes whether the body used the configuration's label.
@MainActor
struct StyleLinker {
    unowned let node: ViewNode
    /// The storage of the style's dynamic properties, kept while the style keeps its type.
    private var storage = DynamicPropertyStorage()
    /// The type of the style in effect.
    private(set) var styleType: ObjectIdentifier?
    /// Whether the style in effect changed type at the last ``link(_:)``.
    private(set) var styleTypeChanged = false
    /// Whether the style in effect is already drawing a control around this one: its body
    /// showed a control of the same kind, which would take the same style forever. Such a
    /// control takes its default style instead. Decided when the style takes over, and kept.
    private(set) var drawsEnclosingControl = false
    /// The types of the styles whose bodies are being mounted or updated right now, outermost
    /// first.
    static var drawing: [ObjectIdentifier] = []
    /// The type name of the style in effect, for warnings.
    private(set) var styleName = ""
    /// Told when the body mounts the configuration's label.
    let labelUsage = StyleLabelUsage()

    init(node: ViewNode) {
        self.node = node
    }

    /// Links `style`'s dynamic properties to the node; a style of another type starts with fresh
    /// storage, as a view of another type would.
    mutating func link<Style>(_ style: Style) {
        let type = ObjectIdentifier(Style.self)
        styleTypeChanged = type != styleType
        if styleTypeChanged {
            styleType = type
            drawsEnclosingControl = Self.drawing.contains(type)
            storage = DynamicPropertyStorage()
            styleName = String(describing: Style.self)
        }
        let info = ViewTypeInfo.of(style)
        guard !info.boxOffsets.isEmpty || !info.isLocatable else { return }
        storage.link(style, info: info, node: node)
    }
}
