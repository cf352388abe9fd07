import CGtkShim
import Foundation

/// Tells the views that read a `UserDefaults` key through ``AppStorage`` when its value changes,
/// however it changed.
///
/// swift-corelibs-foundation has no key-value observing and posts no
/// `UserDefaults.didChangeNotification` when a value is set. So the watch compares the keys that
/// views read with the values they had: at once after a write through ``AppStorage``, when
/// someone posts `didChangeNotification`, and, for writes made by any other code the main loop
/// runs (`UserDefaults.standard.set(…)` in an action, a timer, a task), each time the loop is about
/// to wait, in the `prepare` step of a GLib source. An idle app runs no such step, and the source
/// is attached only while views read keys. Writes by another process are not seen: Foundation
/// keeps the domain in memory.
@MainActor
final class UserDefaultsWatch {
    static let shared = UserDefaultsWatch()

    /// One key of one store that views read, with the value they saw and their nodes.
    private final class WatchedKey {
        let store: UserDefaults
        let key: String
        var seen: StoredSnapshot
        let readers = DependencyList()

        init(store: UserDefaults, key: String) {
            self.store = store
            self.key = key
            seen = StoredSnapshot(store.object(forKey: key))
        }

        var hasChanged: Bool { StoredSnapshot(store.object(forKey: key)) != seen }
    }

    private struct WatchedKeyID: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private var watched: [WatchedKeyID: WatchedKey] = [:]
    private var loopSource: UnsafeMutablePointer<GSource>?
    private var notificationObserver: (any NSObjectProtocol)?
    /// Stores written through ``AppStorage`` since they were last written to disk.
    private var unsaved: [ObjectIdentifier: UserDefaults] = [:]
    private var pendingSave: OneShotSource?

    /// How many keys views read now, for tests.
    var watchedKeyCount: Int { watched.count }

    /// Makes the node being evaluated, if any, depend on `key` of `store`.
    func recordRead(of key: String, in store: UserDefaults) {
        guard ViewGraph.evaluating != nil else { return }
        let id = WatchedKeyID(store: ObjectIdentifier(store), key: key)
        let entry = watched[id] ?? WatchedKey(store: store, key: key)
        if watched[id] == nil {
            watched[id] = entry
            startWatching()
        }
        entry.readers.recordRead()
    }

    /// Called after ``AppStorage`` wrote `store`: updates the readers now, and writes the store to
    /// disk soon, so the value survives a crash or a kill as well as a normal quit.
    func didWrite(_ store: UserDefaults) {
        notifyChanges()
        unsaved[ObjectIdentifier(store)] = store
        guard pendingSave == nil else { return }
        pendingSave = OneShotSource(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.saveWritten()
        }
    }

    /// Writes every store written through ``AppStorage``, and the standard one, to disk; called
    /// before an ``App`` exits, when other code of the app may have set values too.
    func saveAll() {
        saveWritten()
        UserDefaults.standard.synchronize()
    }

    /// Writes the stores written through ``AppStorage`` to disk.
    private func saveWritten() {
        pendingSave = nil
        let stores = unsaved.values
        unsaved.removeAll()
        for store in stores { store.synchronize() }
    }

    /// Whether the loop source should dispatch, for `prepare`: a watched key holds another value than its
    /// readers saw, or no view reads any key, so the source can go. Forgets the keys that no
    /// view reads any more.
    private func findWhetherDispatchIsNeeded() -> Bool {
        watched = watched.filter { !$0.value.readers.isEmpty }
        needsDispatch = watched.isEmpty || watched.values.contains { $0.hasChanged }
        return needsDispatch
    }

    /// What `prepare` found: `check`, which runs before anything else of the iteration, needs
    /// no second look.
    private var needsDispatch = false

    /// Invalidates the readers of every watched key whose value changed, and forgets keys that
    /// no view reads any more.
    func notifyChanges() {
        var changed: [WatchedKey] = []
        for (id, entry) in watched {
            if entry.readers.isEmpty {
                watched[id] = nil
            } else if entry.hasChanged {
                entry.seen = StoredSnapshot(entry.store.object(forKey: entry.key))
                changed.append(entry)
            }
        }
        for entry in changed { entry.readers.notifyChange() }
        if watched.isEmpty { stopWatching() }
    }

    private func startWatching() {
        if notificationObserver == nil {
            notificationObserver = NotificationCenter.default.addObserver(
                forName: UserDefaults.didChangeNotification, object: nil, queue: nil
            ) { _ in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { UserDefaultsWatch.shared.notifyChanges() }
                } else {
                    Task { @MainActor in UserDefaultsWatch.shared.notifyChanges() }
                }
            }
        }
        guard loopSource == nil else { return }
        let source = g_source_new(&Self.sourceFuncs, guint(MemoryLayout<GSource>.size))!
        g_source_set_priority(source, G_PRIORITY_DEFAULT)
        g_source_set_name(source, "GtkUI UserDefaults watch")
        g_source_attach(source, nil)
        loopSource = source
    }

    private func stopWatching() {
        guard let source = loopSource else { return }
        loopSource = nil
        g_source_destroy(source)
        g_source_unref(source)
    }

    /// `prepare` and `check` report a change; `dispatch` tells the readers. Views are invalidated
    /// in `dispatch` only: a source scheduled from `prepare` could miss this loop iteration.
    private static var sourceFuncs = GSourceFuncs(
        prepare: { _, timeout in
            timeout?.pointee = -1
            return MainActor.assumeIsolated { UserDefaultsWatch.shared.findWhetherDispatchIsNeeded() } ? 1 : 0
        },
        check: { _ in MainActor.assumeIsolated { UserDefaultsWatch.shared.needsDispatch } ? 1 : 0 },
        dispatch: { _, _, _ in
            MainActor.assumeIsolated {
                UserDefaultsWatch.shared.notifyChanges()
                // G_SOURCE_REMOVE once no view reads a key: notifyChanges destroyed the source.
                return UserDefaultsWatch.shared.loopSource == nil ? 0 : 1
            }
        },
        finalize: nil, closure_callback: nil, closure_marshal: nil)
}

/// A stored property-list value in a form that compares: what ``UserDefaultsWatch`` remembers.
private struct StoredSnapshot: Equatable {
    private let hashable: AnyHashable?
    private let description: String?

    init(_ object: Any?) {
        if let object, let hashable = object as? AnyHashable {
            self.hashable = hashable
            description = nil
        } else {
            hashable = nil
            // Arrays and dictionaries of `Any`: their printed form changes with their content.
            description = object.map { String(describing: $0) }
        }
    }
}
