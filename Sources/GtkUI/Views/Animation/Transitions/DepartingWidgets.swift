/// Widgets of removed views that stay on screen while their removal transition runs: the one
/// place that keeps a removed subtree's widget alive.
///
/// A transition's container registers its widget here when its view is unmounted in an animated
/// change. A container that brings its GTK children in line keeps a departing child where it
/// was (``keep(_:in:by:)``) and is told to sync again when the departure ends, which removes
/// the widget. If the widget is destroyed first (its window closed), the departure ends with it.
@MainActor
enum DepartingWidgets {
    private final class Departure {
        var containers: [NodeHandle] = []
        var destroyed: SignalConnection?
        var onDestroy: [() -> Void] = []
        /// What moves the widget (its transition's coordinator), kept until the departure ends:
        /// the view's node, which owned it, is gone.
        var mover: AnyObject?
    }

    private static var departures: [WidgetPointer: Departure] = [:]

    /// How many widgets are departing now.
    static var count: Int { departures.count }

    /// Keeps `widget` alive and on screen, and `mover` alive, until ``end(_:destroyed:)``.
    static func begin(_ widget: WidgetPointer, movedBy mover: AnyObject) {
        guard departures[widget] == nil else { return }
        let departure = Departure()
        departure.mover = mover
        departures[widget] = departure
        g_object_ref(widget.gObject)
        Diagnostics.departingWidgets.increment()
        departure.destroyed = Signals.connect(widget, "destroy") { _ in end(widget, destroyed: true) }
    }

    /// Runs `action` if the widget is destroyed before its departure ends.
    static func onDestroy(_ widget: WidgetPointer, _ action: @escaping () -> Void) {
        departures[widget]?.onDestroy.append(action)
    }

    /// Ends `widget`'s departure: the containers that kept it sync again, which removes it.
    static func end(_ widget: WidgetPointer, destroyed: Bool = false) {
        guard let departure = departures.removeValue(forKey: widget) else { return }
        Diagnostics.departingWidgets.decrement()
        departure.destroyed?.disconnect()
        if destroyed { departure.onDestroy.forEach { $0() } }
        for handle in departure.containers {
            guard let container = handle.target, container.isMounted else { continue }
            container.graph.performUpdates { container.graph.needsChildSync(container) }
        }
        g_object_unref(widget.gObject)
    }

    /// `mounted`, the widgets a container should hold now, with the departing ones of `previous`
    /// (what it held) kept after the child that came before them; `container` hears when they go.
    static func keep(_ previous: [MountedChild], in mounted: [MountedChild], by container: ViewNode) -> [MountedChild] {
        var result = mounted
        for (index, child) in previous.enumerated() {
            guard let departure = departures[child.widget], !result.contains(where: { $0.widget == child.widget })
            else { continue }
            if !departure.containers.contains(where: { $0.target === container }) {
                departure.containers.append(container.handle)
            }
            var position = 0
            for earlier in previous[..<index].reversed() {
                if let found = result.firstIndex(where: { $0.widget == earlier.widget }) {
                    position = found + 1
                    break
                }
            }
            result.insert(child, at: position)
        }
        return result
    }
}
