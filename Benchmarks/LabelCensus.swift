import GtkUI
import Synchronization

/// Counts the `GtkLabel` instances alive, and the most alive at any moment.
///
/// GLib's own live-instance count (`g_type_get_instance_count` with
/// `GOBJECT_DEBUG=instance-count`) needs a GLib built with `G_ENABLE_DEBUG`; Debian's is not
/// (it always answers 0). So ``install()`` wraps the `constructed` and `finalize` functions of
/// GtkLabel's class, which every label passes through once each. Subclasses whose classes are
/// first initialised after that (the button and check button labels are plain GtkLabels anyway)
/// inherit the wrappers.
enum LabelCensus {
    private struct Counts {
        var alive = 0
        var peak = 0
    }

    private static let counts = Mutex(Counts())
    @MainActor private static var installed = false

    // Written once, in install(), before any wrapper can run; read by the wrappers afterwards.
    private typealias ObjectFunction = @convention(c) (UnsafeMutablePointer<GObject>?) -> Void
    private nonisolated(unsafe) static var originalConstructed: ObjectFunction?
    private nonisolated(unsafe) static var originalFinalize: ObjectFunction?

    /// Starts counting; labels created before this call are never counted, so call it before
    /// the lists are built. Calling it again while installed does nothing.
    @MainActor
    static func install() {
        guard !installed else { return }
        installed = true
        // Kept referenced for the life of the process, so the patched class is never freed.
        guard let classPointer = g_type_class_ref(gtk_label_get_type()) else { return }
        let objectClass = classPointer.assumingMemoryBound(to: GObjectClass.self)
        originalConstructed = objectClass.pointee.constructed
        originalFinalize = objectClass.pointee.finalize
        objectClass.pointee.constructed = { object in
            LabelCensus.counts.withLock { counts in
                counts.alive += 1
                counts.peak = max(counts.peak, counts.alive)
            }
            LabelCensus.originalConstructed?(object)
        }
        objectClass.pointee.finalize = { object in
            LabelCensus.counts.withLock { $0.alive -= 1 }
            LabelCensus.originalFinalize?(object)
        }
    }

    /// Puts GtkLabel's own functions back, so later parts of the run pay nothing for the count.
    /// Subclasses initialised meanwhile keep the wrappers, which only count and chain on.
    @MainActor
    static func uninstall() {
        guard installed, let classPointer = g_type_class_peek(gtk_label_get_type()) else { return }
        let objectClass = classPointer.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.constructed = originalConstructed
        objectClass.pointee.finalize = originalFinalize
        installed = false
    }

    /// Labels alive now (created since ``install()`` and not yet finalised).
    static var alive: Int { counts.withLock { $0.alive } }

    /// Starts a new peak from the labels alive now.
    static func resetPeak() {
        counts.withLock { $0.peak = $0.alive }
    }

    /// The most labels alive at any moment since the last ``resetPeak()``.
    static var peak: Int { counts.withLock { $0.peak } }
}
