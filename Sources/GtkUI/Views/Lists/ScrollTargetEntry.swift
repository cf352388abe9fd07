/// One place a ``ScrollViewProxy`` can scroll to: a lazy container, or a view with an id. Held
/// without keeping either; two entries are the same when they name the same object and id.
struct ScrollTargetEntry: Equatable {
    private let identity: ObjectIdentifier
    /// The view's id; nil for a container.
    let id: AnyHashable?
    weak var container: (any ScrollTarget)?
    /// The view with the id.
    let view: NodeHandle?

    /// A lazy container.
    init(container: any ScrollTarget) {
        identity = ObjectIdentifier(container)
        id = nil
        self.container = container
        view = nil
    }

    /// A view with `id`.
    init(id: AnyHashable, view: NodeHandle) {
        identity = ObjectIdentifier(view)
        self.id = id
        container = nil
        self.view = view
    }

    static func == (lhs: ScrollTargetEntry, rhs: ScrollTargetEntry) -> Bool {
        lhs.identity == rhs.identity && lhs.id == rhs.id
    }
}
