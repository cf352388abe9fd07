/// A property of a view that the engine connects to storage kept by the view's identity, such as
/// ``State``, ``Environment`` or ``StateObject``.
///
/// GtkUI's own wrappers conform; user-defined dynamic properties are not supported yet.
public protocol DynamicProperty {}

/// A dynamic property backed by one reference, its box. The box is the wrapper's only stored
/// property, so the engine can find it in a view's memory and link it without reflection.
@MainActor
protocol LinkedProperty: DynamicProperty {
    var linkedBox: any LinkedPropertyBox { get }
}

/// The box behind a ``LinkedProperty``: each new view value brings fresh boxes, which the engine
/// links to the storage kept by the node, created on first mount.
@MainActor
protocol LinkedPropertyBox: AnyObject {
    /// Connects this box to `storage` (nil on first mount) and returns the storage to keep.
    func link(to storage: AnyObject?, node: ViewNode) -> AnyObject
    /// Whether reading this property depends on the environment.
    var readsEnvironment: Bool { get }
    /// Storage as a newly mounted view would start with, for a recycled row that shows a view
    /// with no kept state; `current` is the storage kept now. State makes new storage; properties
    /// that only read from outside (the environment) keep `current`.
    func freshStorage(replacing current: AnyObject) -> AnyObject
}

extension LinkedPropertyBox {
    var readsEnvironment: Bool { false }
    func freshStorage(replacing current: AnyObject) -> AnyObject { current }
}
