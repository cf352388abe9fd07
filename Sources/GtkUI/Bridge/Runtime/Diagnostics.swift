import CGtkShim

/// Counters and warnings that make GtkUI's resource handling and work observable.
///
/// Tests read these counters to prove that signal boxes, coordinators and widgets do not leak,
/// and that an update did only the work it had to.
public enum Diagnostics {
    /// Signal handler boxes that GLib still owns (freed by the closure's finalize notifier).
    public static let liveSignalBoxes = DiagnosticCounter()

    /// Times the main-queue source woke the GLib loop to serve Swift's main queue and main actor.
    public static let mainQueueWakeups = DiagnosticCounter()

    /// Widgets created by representables' `makeWidget` that are not finalised yet.
    public static let liveWidgets = DiagnosticCounter()

    /// Coordinators held by mounted representables.
    public static let liveCoordinators = DiagnosticCounter()

    /// View bodies evaluated so far.
    public static let bodyEvaluations = DiagnosticCounter()

    /// Style bodies made so far: each `makeBody(configuration:)` a styled control (a `Button`,
    /// a `Toggle`) asked its style for, counted apart from view bodies.
    public static let styleBodyEvaluations = DiagnosticCounter()

    /// `ForEach` rows made so far, at mount or again on an update (their views compared with the
    /// kept ones). Rows whose elements did not change are not made again, where that is safe.
    public static let rowEvaluations = DiagnosticCounter()

    /// Microseconds spent so far in containers' own GTK calls that add, move and remove child
    /// widgets, so a benchmark can tell GtkUI's work from GTK's.
    public static let containerPlacementMicroseconds = DiagnosticCounter()

    /// Representable `updateWidget` calls so far.
    public static let widgetUpdates = DiagnosticCounter()

    /// Dependency registrations held now: one for each view that read a piece of state or an
    /// observable object in its latest evaluation and waits for its change. Unmounted views hold
    /// none. (Reads of `@Observable` models are tracked by the Observation framework instead.)
    public static let liveDependencies = DiagnosticCounter()

    /// Times a ``Layout`` had GTK measure one of its subviews: once per subview per distinct
    /// proposal in a layout pass.
    public static let layoutMeasurements = DiagnosticCounter()

    /// Update passes run so far; many state changes in one main-loop turn share one pass.
    public static let updatePasses = DiagnosticCounter()

    /// Frames handed to `TimelineView(.animation)` content so far; none come while the timeline
    /// is hidden or gone.
    public static let timelineFrames = DiagnosticCounter()

    /// GTK gesture objects (`GtkGestureDrag`, `GtkGestureMultiPress`, …) made for gesture
    /// modifiers that are not finalised yet; they go with their view's event box.
    public static let liveGestureRecognizers = DiagnosticCounter()

    /// Tick callbacks that animations hold on GTK's frame clock now: one per widget with a value
    /// in motion. It returns to zero when nothing moves, so an idle app does no work per frame.
    public static let liveAnimationTicks = DiagnosticCounter()

    /// Widgets of removed views kept on screen while their removal transition runs.
    public static let departingWidgets = DiagnosticCounter()

    /// Frames that animations have drawn so far, one per widget per frame.
    public static let animationFrames = DiagnosticCounter()

    /// Logs one warning in the `GtkUI` log domain through `g_log`, so GLib's handlers and
    /// `G_DEBUG=fatal-warnings` treat it like any other GTK warning.
    public static func warn(_ message: String) {
        gtkui_warning(message)
    }
}
