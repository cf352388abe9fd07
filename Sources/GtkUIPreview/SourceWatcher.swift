import CGtk
import Foundation
import GtkUI

/// Calls back, a moment after the last of a burst of changes, when anything in the folders
/// changes: editors save in several steps, and one rebuild should follow one save.
@MainActor
final class SourceWatcher {
    private var monitors: [UnsafeMutablePointer<GFileMonitor>] = []
    private var connections: [SignalConnection] = []
    private var burst = 0
    private let changed: () -> Void

    init(folders: [String], changed: @escaping () -> Void) {
        self.changed = changed
        for folder in folders {
            let file = g_file_new_for_path(folder)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            // Owned by the watcher, which lives as long as the tool.
            guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_NONE, nil, nil) else { continue }
            monitors.append(monitor)
            connections.append(Signals.connect(monitor, "changed") { [weak self] _ in self?.noticed() })
        }
    }

    private func noticed() {
        burst += 1
        let this = burst
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, this == self.burst else { return }
                self.changed()
            }
        }
    }
}
