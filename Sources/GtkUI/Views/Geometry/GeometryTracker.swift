import CGtkShim

/// Calls `changed` whenever a widget may have moved or been resized in its window: after its own
/// allocation and when it is mapped, after its toplevel's (which comes after every widget inside it is placed, so a
/// move of a windowed ancestor is seen too), and when a scrolled window around it scrolls.
///
/// The connections to ancestors follow the widget: they are made again when it finds itself
/// among other ancestors, and all of them end with ``stop()``.
@MainActor
final class GeometryTracker {
    private var changed: @MainActor () -> Void = {}
    /// The ancestors connected to, so that a move to other ancestors rewires.
    private var movers: [WidgetPointer] = []
    private var connections: [SignalConnection] = []

    /// Follows `widget`, calling `changed`; its own connection is the context's, disconnected
    /// before the widget goes.
    func track(
        _ widget: WidgetPointer, context: some SignalConnectingContext, changed: @escaping @MainActor () -> Void
    ) {
        self.changed = changed
        context.connect(widget, "size-allocate", after: true) { [weak self] _ in
            self?.allocated(widget)
        }
        // A window allocates its content before it realizes it, when no position can be read yet.
        context.connect(widget, "map", after: true) { [weak self] _ in
            self?.allocated(widget)
        }
    }

    /// Ends the connections to ancestors.
    func stop() {
        for connection in connections { connection.disconnect() }
        connections = []
        movers = []
    }

    private func allocated(_ widget: WidgetPointer) {
        let current = WidgetGeometry.movers(of: widget)
        if current != movers {
            stop()
            movers = current
            for mover in current { connect(to: mover) }
        }
        changed()
    }

    private func connect(to mover: WidgetPointer) {
        if mover.isInstance(of: gtk_scrolled_window_get_type()) {
            let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = mover.cast()
            for adjustment in [
                gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled),
            ] {
                guard let adjustment else { continue }
                connections.append(
                    Signals.connect(adjustment, "value-changed") { [weak self] _ in self?.changed() })
            }
        } else {
            connections.append(
                Signals.connect(mover, "size-allocate", after: true) { [weak self] _ in self?.changed() })
        }
    }
}
