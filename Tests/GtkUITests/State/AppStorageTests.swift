import Foundation
import XCTest

@testable import GtkUI

private enum Theme: String {
    case light, dark
}

private enum Level: Int {
    case low = 1, high = 2
}

private struct VolumeReader: View {
    let log: BodyLog
    let name: String
    @AppStorage("volume") private var volume = 0.5

    var body: some View {
        log.record(name)
        return Text("\(name) \(String(volume))")
    }
}

private struct OtherKeyReader: View {
    let log: BodyLog
    @AppStorage("other") private var other = "none"

    var body: some View {
        log.record("other")
        return Text("other \(other)")
    }
}

private struct VolumeWriter: View {
    let log: BodyLog
    @AppStorage("volume") private var volume = 0.5

    var body: some View {
        log.record("writer")
        return VStack {
            Button("louder") { volume = 0.8 }
            Slider(value: $volume, in: 0...1)
        }
    }
}

private struct VolumeWindow: View {
    let log: BodyLog
    let suffix: String

    var body: some View {
        VStack {
            VolumeReader(log: log, name: "reader\(suffix)")
            OtherKeyReader(log: log)
        }
    }
}

private let commandsSuite = "org.gtkui.tests.AppStorageCommands"

/// Commands hold no storage of their own: their reads make the command content depend on the key.
private struct ExportCommands: Commands {
    @AppStorage("exports", store: UserDefaults(suiteName: commandsSuite)) private var exports = false

    var body: some Commands {
        CommandMenu("File Things") {
            Button("Export") {}.disabled(!exports)
        }
    }
}

private struct ExportApp: App {
    @AppStorage("title", store: UserDefaults(suiteName: commandsSuite)) private var title = "Untitled"

    var body: some Scene {
        WindowGroup(title) {
            ExportToggle()
        }
        .commands { ExportCommands() }
    }
}

private struct ExportToggle: View {
    @AppStorage("exports", store: UserDefaults(suiteName: commandsSuite)) private var exports = false
    var body: some View { Toggle("Exports", isOn: $exports) }
}

final class AppStorageTests: GtkTestCase {
    private var suiteName = ""
    private var suite: UserDefaults!

    override func setUp() {
        super.setUp()
        suiteName = "org.gtkui.tests.\(name.filter { $0.isLetter || $0.isNumber })"
        suite = UserDefaults(suiteName: suiteName)
        suite.removePersistentDomain(forName: suiteName)
    }

    override func tearDown() {
        suite.removePersistentDomain(forName: suiteName)
        suite.synchronize()
        try? FileManager.default.removeItem(at: Self.plistURL(of: suiteName))
        super.tearDown()
    }

    /// Where swift-corelibs-foundation keeps a suite on Linux.
    private static func plistURL(of suite: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let configHome =
            environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
        return configHome.appendingPathComponent("\(suite).plist")
    }

    func testAWriteUpdatesTheReadersOfTheKeyInEveryWindowAndOnlyThem() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let log = BodyLog()
            let first = HostingWidget(
                rootView: VStack {
                    VolumeWindow(log: log, suffix: "1")
                    VolumeWriter(log: log)
                }.defaultAppStorage(suite))
            let second = HostingWidget(rootView: VolumeWindow(log: log, suffix: "2").defaultAppStorage(suite))
            XCTAssertEqual(log.counts, ["reader1": 1, "reader2": 1, "other": 2, "writer": 1])

            gtk_button_clicked(WidgetTree.button("louder", in: first.widget))
            first.flushUpdates()
            second.flushUpdates()
            XCTAssertEqual(suite.double(forKey: "volume"), 0.8)
            // The writer does not read the key in its body: its slider reads it, in its own update.
            XCTAssertEqual(log.counts, ["reader1": 2, "reader2": 2, "other": 2, "writer": 1])
            XCTAssertTrue(
                WidgetTree.labels(in: first.widget).contains("reader1 0.8"), "\(WidgetTree.labels(in: first.widget))")
            XCTAssertTrue(WidgetTree.labels(in: second.widget).contains("reader2 0.8"))

            // Writing the same value again changes nothing.
            gtk_button_clicked(WidgetTree.button("louder", in: first.widget))
            first.flushUpdates()
            second.flushUpdates()
            XCTAssertEqual(log.count("reader2"), 2)
        }
    }

    func testTheBindingDrivesASlider() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let log = BodyLog()
            let host = HostingWidget(
                rootView: VStack {
                    VolumeReader(log: log, name: "reader")
                    VolumeWriter(log: log)
                }.defaultAppStorage(suite))
            guard let scale = WidgetTree.first(gtk_scale_get_type(), in: host.widget) else {
                return XCTFail("no slider")
            }
            XCTAssertEqual(gtk_range_get_value(scale.cast()), 0.5, accuracy: 0.001)
            gtk_range_set_value(scale.cast(), 0.25)
            host.flushUpdates()
            XCTAssertEqual(suite.double(forKey: "volume"), 0.25, accuracy: 0.001)
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("reader 0.25"))
        }
    }

    func testAWriteFromOutsideUpdatesTheReadersBeforeTheLoopWaits() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let log = BodyLog()
            let host = HostingWidget(rootView: VolumeWindow(log: log, suffix: "").defaultAppStorage(suite))
            // Another UserDefaults object for the same suite, as other code of the app would use.
            let outside = UserDefaults(suiteName: suiteName)!
            outside.set(0.9, forKey: "volume")
            XCTAssertTrue(
                TestLoop.run(until: { WidgetTree.labels(in: host.widget).contains("reader 0.9") }, timeout: 2),
                "the reader shows the value written outside")
            XCTAssertEqual(log.counts, ["reader": 2, "other": 1])

            // Removing the key brings the default back.
            outside.removeObject(forKey: "volume")
            XCTAssertTrue(
                TestLoop.run(until: { WidgetTree.labels(in: host.widget).contains("reader 0.5") }, timeout: 2))
            XCTAssertEqual(log.counts, ["reader": 3, "other": 1])
        }
    }

    func testTheWatchEndsWhenNoViewReadsAKey() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let host = HostingWidget(rootView: VolumeWindow(log: BodyLog(), suffix: "").defaultAppStorage(suite))
            XCTAssertGreaterThan(UserDefaultsWatch.shared.watchedKeyCount, 0)
            gtk_widget_destroy(host.widget)
            TestLoop.run(for: 0.05)
            XCTAssertEqual(UserDefaultsWatch.shared.watchedKeyCount, 0, "unmounted readers leave no watched key")
        }
    }

    func testCommandsAndTheAppFollowTheirKeys() throws {
        try onGtkThread {
            let suite = UserDefaults(suiteName: commandsSuite)!
            defer { suite.removePersistentDomain(forName: commandsSuite) }
            let session = try ExportApp.launch()
            defer { session.closeAllWindows() }
            session.flushUpdates()
            let actions = try XCTUnwrap(session.commands?.actions.actionGroup)
            let window = try XCTUnwrap(session.windows.first?.widget)
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "file-things.export"), 0)

            let toggle = try XCTUnwrap(
                WidgetTree.first(gtk_toggle_button_get_type(), in: window)
                    ?? WidgetTree.first(gtk_switch_get_type(), in: window))
            if toggle.isInstance(of: gtk_switch_get_type()) {
                gtk_switch_set_active(toggle.cast(), 1)
            } else {
                gtk_toggle_button_set_active(toggle.cast(), 1)
            }
            session.flushUpdates()
            XCTAssertTrue(suite.bool(forKey: "exports"))
            XCTAssertEqual(g_action_group_get_action_enabled(actions, "file-things.export"), 1, "the command follows")

            // The app's own @AppStorage titles its windows.
            suite.set("Report", forKey: "title")
            XCTAssertTrue(
                TestLoop.run(
                    until: { (session.windows.first as? HostingWindow<AnyView>)?.title == "Report" }, timeout: 2))
        }
    }

    func testDidChangeNotificationUpdatesTheReaders() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let log = BodyLog()
            let host = HostingWidget(rootView: VolumeWindow(log: log, suffix: "").defaultAppStorage(suite))
            suite.set("set", forKey: "other")
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: suite)
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("other set"))
            XCTAssertEqual(log.counts, ["reader": 1, "other": 2])
        }
    }

    func testValuesAreWrittenToDisk() throws {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let storage = AppStorage(wrappedValue: 0.5, "volume", store: suite)
            storage.wrappedValue = 0.75
            // Saved soon after the write, from the main loop.
            TestLoop.run(for: 0.2)
        }
        let data = try Data(contentsOf: Self.plistURL(of: suiteName))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        XCTAssertEqual(plist?["volume"] as? Double, 0.75)
    }

    func testEachTypeRoundTripsThroughTheStore() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            let flag = AppStorage(wrappedValue: false, "flag", store: suite)
            let count = AppStorage(wrappedValue: 1, "count", store: suite)
            let name = AppStorage(wrappedValue: "a", "name", store: suite)
            let link = AppStorage(wrappedValue: URL(string: "https://example.org/a")!, "link", store: suite)
            let data = AppStorage(wrappedValue: Data([1]), "data", store: suite)
            let theme = AppStorage(wrappedValue: Theme.light, "theme", store: suite)
            let level = AppStorage(wrappedValue: Level.low, "level", store: suite)
            let maybe = AppStorage<String?>("maybe", store: suite)
            let maybeTheme = AppStorage<Theme?>("maybeTheme", store: suite)
            XCTAssertEqual(count.wrappedValue, 1)
            XCTAssertNil(maybe.wrappedValue)

            flag.wrappedValue = true
            count.wrappedValue = 7
            name.wrappedValue = "b"
            link.wrappedValue = URL(string: "https://example.org/b?q=1")!
            data.wrappedValue = Data([2, 3])
            theme.wrappedValue = .dark
            level.wrappedValue = .high
            maybe.wrappedValue = "here"
            maybeTheme.wrappedValue = .dark

            XCTAssertEqual(suite.bool(forKey: "flag"), true)
            XCTAssertEqual(suite.integer(forKey: "count"), 7)
            XCTAssertEqual(suite.string(forKey: "theme"), "dark")
            XCTAssertEqual(suite.integer(forKey: "level"), 2)
            XCTAssertEqual(suite.string(forKey: "link"), "https://example.org/b?q=1")
            XCTAssertEqual(AppStorage(wrappedValue: URL(string: "x:")!, "link", store: suite).wrappedValue.query, "q=1")
            XCTAssertEqual(AppStorage(wrappedValue: Data(), "data", store: suite).wrappedValue, Data([2, 3]))
            XCTAssertEqual(AppStorage(wrappedValue: Theme.light, "theme", store: suite).wrappedValue, .dark)
            XCTAssertEqual(AppStorage<Theme?>("maybeTheme", store: suite).wrappedValue, .dark)
            XCTAssertEqual(AppStorage(wrappedValue: false, "flag", store: suite).wrappedValue, true)
            // Numbers read across Int and Double, as UserDefaults' getters do.
            XCTAssertEqual(AppStorage(wrappedValue: 0.0, "count", store: suite).wrappedValue, 7)

            maybe.wrappedValue = nil
            XCTAssertNil(suite.object(forKey: "maybe"), "nil removes the key")
        }
    }

    func testAValueOfAnotherTypeReadsAsTheDefaultWithOneWarning() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            suite.set("loud", forKey: "volume")
            let volume = AppStorage(wrappedValue: 0.5, "volume", store: suite)
            let messages = LogCapture.capture(domain: "GtkUI") {
                XCTAssertEqual(volume.wrappedValue, 0.5)
                XCTAssertEqual(volume.wrappedValue, 0.5)
            }
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("'volume'") ?? false)
        }
    }

    /// The cost the watch adds to each main-loop iteration while views read keys.
    func testComparingFifteenWatchedKeysIsCheap() {
        let suiteName = self.suiteName
        onGtkThread {
            let suite = UserDefaults(suiteName: suiteName)!
            struct Many: View {
                @AppStorage("k0") var k0 = 0
                @AppStorage("k1") var k1 = 0
                @AppStorage("k2") var k2 = 0
                @AppStorage("k3") var k3 = 0
                @AppStorage("k4") var k4 = 0
                var body: some View { Text("\(k0 + k1 + k2 + k3 + k4)") }
            }
            let host = HostingWidget(
                rootView: VStack {
                    Many(); Many().defaultAppStorage(UserDefaults(suiteName: suiteName + "b")!)
                }
                .defaultAppStorage(suite))
            let second = UserDefaults(suiteName: suiteName + "c")!
            let third = HostingWidget(
                rootView: VStack {
                    Many().defaultAppStorage(second); Many()
                }.defaultAppStorage(suite))
            _ = (host, third)
            let start = Date()
            TestLoop.run(for: 0)
            for _ in 0..<1_000 { g_main_context_iteration(nil, 0) }
            let perIteration = Date().timeIntervalSince(start) / 1_000
            XCTAssertLessThan(perIteration, 0.001, "a loop iteration with 15 watched keys")
        }
    }
}
