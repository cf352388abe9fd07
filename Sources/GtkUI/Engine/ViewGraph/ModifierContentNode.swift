/// Mounts a ``ViewModifier``'s `content` placeholder: the modified view, wherever the modifier's
/// body puts it. The content comes from the modifier's ``ModifierContentSource``, which updates
/// this node when the modified view changes, even when the body is not evaluated again.
final class ModifierContentNode: ViewNode {
    private var source: ModifierContentSource
    private var child: ViewNode?
    /// The content version this node shows.
    private var shownVersion: Int

    init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, source: ModifierContentSource,
        viewType: ObjectIdentifier
    ) {
        self.source = source
        shownVersion = source.version
        super.init(graph: graph, parent: parent, environment: environment, viewType: viewType)
        source.register(self)
        child = source.mount(in: self, replacing: nil)
    }

    /// A placeholder value carries only its source; the content arrives through
    /// ``showContent(version:)``. A placeholder of another modifier instance (a `content` kept
    /// from elsewhere) switches to that one's content. With the same source, a new environment
    /// still reaches the content: the modifier's body may run again because of an environment
    /// change alone, and then no new content comes to pass it on.
    override func update(with view: any View, environment: EnvironmentValues) {
        let environmentChanged = environment.identity != self.environment.identity
        self.environment = environment
        guard let newSource = (view as? any ModifierContentPlaceholder)?.contentSource, newSource !== source else {
            if source.version != shownVersion {
                // New content is due anyway; mounting it now carries the environment too.
                showContent(version: source.version)
            } else if environmentChanged {
                child?.environmentDidChange(childEnvironment)
            }
            return
        }
        source = newSource
        source.register(self)
        shownVersion = source.version
        child = source.mount(in: self, replacing: child)
    }

    /// Brings the content up to `version`, unless it shows that one already.
    func showContent(version: Int) {
        guard isMounted, version != shownVersion else { return }
        shownVersion = version
        child = source.mount(in: self, replacing: child)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func appendWidgets(to widgets: inout [MountedChild]) {
        child?.appendWidgets(to: &widgets)
    }
}

/// Lets a placeholder node read the source of a placeholder value of any modifier type.
@MainActor
protocol ModifierContentPlaceholder {
    var contentSource: ModifierContentSource { get }
}

extension _ViewModifier_Content: ModifierContentPlaceholder {
    var contentSource: ModifierContentSource { source }
}
