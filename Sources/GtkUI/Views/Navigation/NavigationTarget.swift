/// What a ``NavigationLink`` pushes onto: a ``NavigationStack``, or the detail column of a
/// ``NavigationSplitView`` whose sidebar holds the link.
@MainActor
class NavigationTarget {
    /// The destinations registered with `.navigationDestination` for the views here, read from
    /// the container's content (``NavigationDestinationsKey``).
    private(set) var destinations: [NavigationDestinationEntry] = []

    /// Takes the registrations of the container's content; tells ``destinationsChanged()`` when
    /// the registered types changed.
    func setDestinations(_ entries: [NavigationDestinationEntry]) {
        let changed = !entries.elementsEqual(destinations) { $0.type == $1.type }
        destinations = entries
        if changed { destinationsChanged() }
    }

    /// A destination came or went.
    func destinationsChanged() {}

    /// Shows the destination registered for the type of `value`.
    func push(value: AnyHashable) {}

    /// Shows `view`.
    func push(view: AnyView) {}

    /// Shows `view` as a page whose removal by the user `onDismiss` hears of; returns a handle
    /// for ``dismiss(_:)``.
    func present(view: AnyView, onDismiss: (@MainActor () -> Void)?) -> Int? {
        push(view: view)
        return nil
    }

    /// Removes the page ``present(view:onDismiss:)`` showed, with those above it, without
    /// telling its `onDismiss`.
    func dismiss(_ id: Int) {}

    /// The destination registered for the type of `value`, innermost registration first.
    func destination(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        for entry in destinations where entry.type == type {
            if let view = entry.make(value) { return view }
        }
        return nil
    }
}

extension NavigationTarget: @MainActor Equatable {
    /// The same target: the environment then does not count a rewrite of it as a change.
    static func == (lhs: NavigationTarget, rhs: NavigationTarget) -> Bool { lhs === rhs }
}
