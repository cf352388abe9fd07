import CGtkShim
import Foundation
import GtkUI

/// Builds the target, lists its previews, shows the selected one in a child process, and does it
/// again when a source file changes, keeping the selection, the appearance and the size.
///
/// Lines for scripts go to standard output: `preview: NAME FILE:LINE` per preview on start,
/// `reloaded in MS ms` after each reload (with `timing:` saying what the time was made of), and
/// `build failed: FILE:LINE: MESSAGE` after a failed build.
@MainActor @Observable
final class PreviewSession {
    private(set) var previews: [PreviewEntry] = []
    private(set) var selection: PreviewEntry.ID?
    private(set) var scheme = ColorScheme.light
    private(set) var size = PreviewSizeChoice.own
    /// What the tool is doing, for the status line.
    private(set) var status = "Building…"
    /// The last build's first error, shown above the last good preview.
    private(set) var buildError: BuildError?
    /// Why the selected preview is not shown (it crashed, hung, or there is none).
    private(set) var problem: String?

    @ObservationIgnored let target: PreviewTarget
    @ObservationIgnored private let options: PreviewOptions
    /// The target's program, which lists and shows its previews.
    @ObservationIgnored var binary = ""
    @ObservationIgnored private var socketID: UInt?
    @ObservationIgnored private var child: LineProcess?
    @ObservationIgnored private var childToken = 0
    @ObservationIgnored private var builder: LineProcess?
    @ObservationIgnored private var rebuildRequested = false
    @ObservationIgnored private var hasListed = false
    @ObservationIgnored private var watcher: SourceWatcher?
    @ObservationIgnored private var sources: [String: Date] = [:]
    /// When the change being reloaded was seen, and how long each step took.
    @ObservationIgnored private var reload: ReloadTiming?

    init(target: PreviewTarget, options: PreviewOptions) {
        self.target = target
        self.options = options
    }

    /// Builds and shows the first preview, then watches the sources.
    func start() {
        sources = target.sourceFiles()
        watcher = SourceWatcher(folders: target.sourceFolders()) { [weak self] in self?.sourcesMayHaveChanged() }
        if binary.isEmpty { binary = locateBinary() }
        build()
    }

    func select(_ id: PreviewEntry.ID?) {
        guard id != selection else { return }
        selection = id
        show()
    }

    func setScheme(_ newScheme: ColorScheme) {
        guard newScheme != scheme else { return }
        scheme = newScheme
        show()
    }

    func setSize(_ newSize: PreviewSizeChoice) {
        guard newSize != size else { return }
        size = newSize
        show()
    }

    /// The window's socket is on screen: previews can show in it.
    func socketRealized(_ id: UInt) {
        socketID = id
        show()
    }

    /// Ends the preview and any build, when the window closes.
    func stop() {
        child?.terminate()
        builder?.terminate()
        watcher = nil
    }

    // MARK: Building

    private func locateBinary() -> String {
        let run = CommandRun.capture(["swift", "build", "--show-bin-path"], in: target.buildDirectory)
        let folder = run.output.split(separator: "\n").last.map(String.init) ?? ".build/debug"
        return folder + "/" + target.product
    }

    private func build() {
        guard builder == nil else {
            rebuildRequested = true
            return
        }
        status = "Building \(target.product)…"
        var lines: [String] = []
        let started = Date()
        var linkStarted: Date?
        let process = LineProcess(
            "/usr/bin/env", ["swift", "build", "--product", target.product], in: target.buildDirectory)
        process.onLine = { line in
            lines.append(line)
            if linkStarted == nil, line.contains("Linking ") { linkStarted = Date() }
        }
        process.onExit = { [weak self] status, _ in
            guard let self else { return }
            builder = nil
            let finished = Date()
            reload?.build = finished.timeIntervalSince(started)
            reload?.link = linkStarted.map { finished.timeIntervalSince($0) } ?? 0
            if status == 0 {
                buildError = nil
                list()
            } else {
                let error =
                    BuildError.first(in: lines)
                    ?? BuildError(file: target.packageDirectory, line: 0, message: lines.last ?? "swift build failed")
                buildError = error
                self.status = "Build failed"
                reload = nil
                announce("build failed: \(target.relative(error.file)):\(error.line): \(error.message)")
            }
            if rebuildRequested {
                rebuildRequested = false
                build()
            }
        }
        do {
            try process.start(mergingErrors: true)
            builder = process
        } catch {
            buildError = BuildError(file: target.packageDirectory, line: 0, message: "cannot run swift build: \(error)")
        }
    }

    // MARK: Listing

    /// Asks the built program for its previews, then shows the selected one.
    func list() {
        status = "Listing previews…"
        let started = Date()
        var found: [PreviewEntry] = []
        var seen: [String: Int] = [:]
        let process = LineProcess(
            binary, [], in: target.packageDirectory,
            environment: ["GTKUI_PREVIEW_AGENT": "list", "GTKUI_PREVIEW_MODULE": target.moduleName])
        process.onLine = { [weak self] line in
            guard let self else { return }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, fields[0] == "preview", let index = Int(fields[1]), let lineNumber = Int(fields[5])
            else { return }
            let name = fields[2]
            seen[name, default: 0] += 1
            let ordinal = seen[name] ?? 1
            var location = "\(target.relative(fields[4])):\(lineNumber)"
            if lineNumber == 0, let place = target.declaration(of: name) {
                location = "\(target.relative(place.file)):\(place.line)"
            }
            found.append(
                PreviewEntry(
                    index: index, name: name, location: location, id: ordinal == 1 ? name : "\(name) #\(ordinal)"))
        }
        process.onExit = { [weak self] status, signaled in
            guard let self else { return }
            reload?.list = Date().timeIntervalSince(started)
            guard status == 0, !signaled else {
                problem = "\(target.product) did not list its previews: \(process.errorTail.last ?? "status \(status)")"
                return
            }
            previews = found
            if !hasListed {
                hasListed = true
                for entry in found { announce("preview: \(entry.name) \(entry.location)") }
            }
            if selection == nil || !found.contains(where: { $0.id == selection }) { selection = found.first?.id }
            if found.isEmpty {
                problem = "No previews in \(target.name): add a #Preview or a PreviewProvider."
                self.status = "No previews"
                reload = nil
                return
            }
            show()
        }
        do {
            try process.start()
        } catch {
            problem = "cannot run \(binary): \(error)"
        }
    }

    // MARK: Showing

    private func show() {
        guard let socketID, let selection, let entry = previews.first(where: { $0.id == selection }) else { return }
        child?.terminate()
        childToken += 1
        let token = childToken
        let started = Date()
        var environment = [
            "GTKUI_PREVIEW_AGENT": "show", "GTKUI_PREVIEW_MODULE": target.moduleName,
            "GTKUI_PREVIEW_INDEX": "\(entry.index)", "GTKUI_PREVIEW_SOCKET": "\(socketID)",
            "GTKUI_PREVIEW_SCHEME": scheme == .dark ? "dark" : "light",
        ]
        if let size = size.argument { environment["GTKUI_PREVIEW_SIZE"] = size }
        let process = LineProcess(binary, [], in: target.packageDirectory, environment: environment)
        process.onLine = { [weak self] line in
            guard let self, token == childToken else { return }
            if line == "ready" { shown(entry, after: Date().timeIntervalSince(started)) }
        }
        process.onExit = { [weak self] status, signaled in
            guard let self, token == childToken, !process.wasTerminated else { return }
            let ending = signaled ? "signal \(status)" : "status \(status)"
            let why = process.errorTail.last(where: { !$0.isEmpty }) ?? ending
            problem = "Preview “\(entry.name)” stopped: \(why)"
            self.status = "Preview failed"
            child = nil
        }
        do {
            try process.start()
            child = process
            problem = nil
            status = "Starting “\(entry.name)”…"
        } catch {
            problem = "cannot run \(binary): \(error)"
            return
        }
        // A body that never returns never says ready: cut it off.
        DispatchQueue.main.asyncAfter(deadline: .now() + options.timeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, token == self.childToken, self.status.hasPrefix("Starting") else { return }
                process.terminate()
                self.problem =
                    "Preview “\(entry.name)” did not appear within \(String(format: "%g", self.options.timeout)) s: "
                    + "its body may never return."
                self.status = "Preview cut off"
            }
        }
    }

    private func shown(_ entry: PreviewEntry, after launch: TimeInterval) {
        status = "\(entry.name) — \(entry.location)"
        if var timing = reload {
            timing.show = launch
            let total = Date().timeIntervalSince(timing.changed)
            announce("reloaded in \(Int((total * 1000).rounded())) ms")
            announce(timing.summary(total: total))
            reload = nil
        }
        announce("shown: \(entry.name)")
    }

    // MARK: Watching

    private func sourcesMayHaveChanged() {
        let now = target.sourceFiles()
        guard now != sources else { return }
        sources = now
        if reload == nil { reload = ReloadTiming(changed: Date()) }
        build()
    }

    /// One line for scripts, unbuffered.
    private func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// What a reload's time was made of.
struct ReloadTiming {
    let changed: Date
    var build: TimeInterval = 0
    var link: TimeInterval = 0
    var list: TimeInterval = 0
    var show: TimeInterval = 0

    func summary(total: TimeInterval) -> String {
        func ms(_ seconds: TimeInterval) -> Int { Int((seconds * 1000).rounded()) }
        let other = total - build - list - show
        return "timing: build \(ms(build)) ms (compile \(ms(build - link)) ms, link \(ms(link)) ms), "
            + "list \(ms(list)) ms, relaunch \(ms(show)) ms, other \(ms(other)) ms"
    }
}
