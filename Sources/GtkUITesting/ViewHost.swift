import Foundation
import GtkUI

/// Mounts a view in a real GTK window for a test, finds its controls through the accessibility
/// tree, acts on them and takes snapshots.
///
/// ```swift
/// func testAddCounts() throws {
///     try MainActor.assumeIsolated {
///         let host = try ViewHost(Counter(), size: (400, 300))
///         host.button("Add").tap()
///         XCTAssertEqual(host.text(matching: "Count").value, "Count: 1")
///         assertSnapshot(host, named: "after-one-tap")
///     }
/// }
/// ```
/// XCTest runs test methods on the main thread, GTK's thread, but cannot call `@MainActor`
/// methods on Linux: wrap a test's body in `MainActor.assumeIsolated`.
///
/// The host needs no special mode of GtkUI: the window is a ``HostingWindow``, updated as in an
/// app. Its queries search the window and the windows that belong to it (sheets and alerts,
/// which are transient for it). While any host is open, the theme and font are pinned (see
/// ``init(_:size:colorScheme:)``). Close a host with ``close()``, or let it go.
@MainActor
public final class ViewHost: ElementQuerying {
    private let window: any Hosting
    private let flush: @MainActor () -> Void
    private let closeWindow: @MainActor () -> Void
    private var isPinned = true
    private var hasSettled = false
    /// Windows of this host in the order they first showed, the main window first.
    private var knownWindows: [UnsafeMutablePointer<GtkWidget>] = []

    /// Opens a window showing `view`, at `size` (width, height) in pixels when given, else at the
    /// view's natural size.
    ///
    /// The theme is pinned to Adwaita in `colorScheme` (light unless asked) and the font to
    /// DejaVu Sans 10 (Debian's `fonts-dejavu-core`) at 96 dpi, with animations and caret
    /// blinking off, so snapshots are stable across machines.
    /// - Throws: ``ViewHostError/noDisplay(_:)`` when there is no display: run under `xvfb-run`.
    public init<Content: View>(
        _ view: Content, size: (width: Int, height: Int)? = nil, colorScheme: ColorScheme = .light
    ) throws {
        do {
            try GtkRuntime.initialize()
        } catch {
            throw ViewHostError.noDisplay(error.description)
        }
        HostAppearance.pin(dark: colorScheme == .dark)
        let window = HostingWindow(rootView: view)
        if let size { window.setDefaultSize(width: size.width, height: size.height) }
        self.window = window
        flush = { [weak window] in window?.flushUpdates() }
        closeWindow = { [weak window] in window?.close() }
        window.present()
        knownWindows = [window.widget]
    }

    /// Queries on the host search all of its windows.
    public var scope: ElementScope {
        ElementScope(host: self, roots: { [unowned self] in self.windowAccessibles() }, place: "in the host's windows")
    }

    /// The host's main window as a GTK window; nil once closed.
    public var gtkWindow: UnsafeMutablePointer<GtkWindow>? { window.window }

    /// The host's windows, the main one first, then its sheets and alerts in the order they
    /// appeared. Query inside one to scope: `host.windows[1].button("Done")`.
    public var windows: [Element] {
        settleIfNeverSettled()
        return windowAccessibles().map { Element($0, host: self) }
    }

    // MARK: - Settling

    /// Runs pending view updates, the loop's ready events (tasks on the main actor among them)
    /// and one frame of each window, so what GTK shows is up to date.
    public func settle() {
        hasSettled = true
        flush()
        LoopPump.drain()
        for widget in visibleWindows() { LoopPump.runFrame(of: widget) }
        flush()
        LoopPump.drain()
    }

    /// Settles until `condition` holds, giving the main actor's tasks time to run between
    /// rounds, for at most `timeout` seconds; fails the test if it never holds.
    /// - Returns: whether `condition` held.
    @discardableResult
    public func settle(
        until condition: @MainActor () -> Bool, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            settle()
            if condition() { return true }
            if Date() >= deadline { break }
            // Suspending lets work queued on the main actor run, whoever runs the main queue.
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        UITestFailure.record(
            "GtkUITesting: the condition did not hold within \(timeout) seconds", file: file, line: line)
        return false
    }

    /// Settles unless a settle already ran: queries and snapshots see a laid-out window.
    func settleIfNeverSettled() {
        if !hasSettled { settle() }
    }

    // MARK: - Keys

    /// Presses `key` with `modifiers` held in the host's newest window (an open sheet or alert,
    /// else the main window), where its focused widget or its shortcuts take it.
    public func press(key: KeyEquivalent, modifiers: EventModifiers = []) {
        settleIfNeverSettled()
        guard let target = visibleWindows().last else { return }
        InputEvents.key(InputEvents.keyval(for: key), modifiers: InputEvents.mask(for: modifiers), in: target)
        settle()
    }

    /// Scrolls the scroll views around `element` so that it is in view.
    public func scroll(to element: Element, file: StaticString = #filePath, line: UInt = #line) {
        // A missing element: its query already failed.
        guard let reference = element.reference else { return }
        guard let widget = reference.widget else {
            UITestFailure.record(
                "GtkUITesting: cannot scroll to \(element.description): it has no widget", file: file, line: line)
            return
        }
        Scrolling.reveal(widget)
        settle()
    }

    // MARK: - Closing

    /// Closes the host's window (and with it its sheets) and releases the pinned appearance.
    public func close() {
        closeWindow()
        if isPinned {
            isPinned = false
            HostAppearance.unpin()
        }
        LoopPump.drain()
    }

    isolated deinit {
        close()
    }

    // MARK: - Windows

    /// The shown windows of this host: the main window and the windows transient for it.
    func visibleWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        guard let main = window.window else { return [] }
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var item = list
        while let node = item {
            item = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let candidate = data.assumingMemoryBound(to: GtkWidget.self)
            if !knownWindows.contains(candidate), belongs(candidate.cast(), to: main) {
                knownWindows.append(candidate)
            }
        }
        // A closed window is no longer a toplevel; keep the pointers of the live ones only.
        let live = Set(Self.toplevels())
        knownWindows.removeAll { !live.contains($0) }
        return knownWindows.filter { gtk_widget_get_visible($0) != 0 }
    }

    private func windowAccessibles() -> [AccessibleReference] {
        visibleWindows().compactMap { gtk_widget_get_accessible($0).map { AccessibleReference(retaining: $0) } }
    }

    private func belongs(_ candidate: UnsafeMutablePointer<GtkWindow>, to main: UnsafeMutablePointer<GtkWindow>)
        -> Bool
    {
        var current: UnsafeMutablePointer<GtkWindow>? = candidate
        var steps = 0
        while let window = current, steps < 32 {
            if window == main { return true }
            current = gtk_window_get_transient_for(window)
            steps += 1
        }
        return false
    }

    private static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var item = list
        while let node = item {
            if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            item = node.pointee.next
        }
        return result
    }
}
