import GtkUI
import Observation
import XCTest

@Observable
@MainActor
private final class Library {
    var title = "Books"
    var count = 0
}

private struct TitleView: View {
    let library: Library
    let log: BodyLog
    var body: some View {
        log.record("title")
        return Text(library.title)
    }
}

private struct CountView: View {
    let library: Library
    let log: BodyLog
    var body: some View {
        log.record("count")
        return Text("\(library.count)")
    }
}

private struct LibraryView: View {
    let library: Library
    let log: BodyLog
    var body: some View {
        log.record("library")
        return VStack {
            TitleView(library: library, log: log)
            CountView(library: library, log: log)
            TitleEditor(library: library)
        }
    }
}

private struct TitleEditor: View {
    @Bindable var library: Library
    var body: some View {
        TextField("Title", text: $library.title)
    }
}

private final class Settings: ObservableObject {
    @Published var volume = 1
    @Published var name = "x"
}

private struct VolumeView: View {
    @ObservedObject var settings: Settings
    let log: BodyLog
    var body: some View {
        log.record("volume")
        return Text("volume \(settings.volume)")
    }
}

private struct SettingsOwner: View {
    @StateObject private var settings = Settings()
    let log: BodyLog
    let expose: (Settings) -> Void
    var body: some View {
        log.record("owner")
        expose(settings)
        return VStack {
            VolumeView(settings: settings, log: log)
            EnvironmentReader(log: log)
        }
        .environmentObject(settings)
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var settings: Settings
    let log: BodyLog
    var body: some View {
        log.record("env")
        return Text("name \(settings.name)")
    }
}

private class BaseStore: ObservableObject {
    @Published var total = 0
}

/// Declares no `@Published` of its own: its views follow the superclass's.
private final class DerivedStore: BaseStore {
    var note = "derived"
}

/// Declares one of its own as well; both share one publisher.
private final class MixedStore: BaseStore {
    @Published var label = "a"
}

private struct TotalView: View {
    @ObservedObject var store: BaseStore
    var body: some View { Text("total \(store.total)") }
}

private struct MixedView: View {
    @ObservedObject var store: MixedStore
    var body: some View { Text("\(store.label) \(store.total)") }
}

final class ObservationTests: GtkTestCase {
    func testPublishedInASuperclassUpdatesTheView() {
        onGtkThread {
            let store = DerivedStore()
            let host = HostingWidget(rootView: TotalView(store: store))
            store.total = 3
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["total 3"])
            XCTAssertTrue(store.objectWillChange === store.objectWillChange, "one publisher per object")

            let mixed = MixedStore()
            let mixedHost = HostingWidget(rootView: MixedView(store: mixed))
            mixed.total = 5
            mixedHost.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: mixedHost.widget), ["a 5"])
            mixed.label = "b"
            mixedHost.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: mixedHost.widget), ["b 5"])
        }
    }

    func testObservableUpdatesOnlyViewsThatReadTheProperty() {
        onGtkThread {
            let library = Library()
            let log = BodyLog()
            let host = HostingWidget(rootView: LibraryView(library: library, log: log))
            XCTAssertEqual(log.counts, ["library": 1, "title": 1, "count": 1])

            library.count = 5
            host.flushUpdates()
            XCTAssertEqual(log.counts, ["library": 1, "title": 1, "count": 2])
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Books", "5"])

            library.title = "Atlas"
            host.flushUpdates()
            XCTAssertEqual(log.counts, ["library": 1, "title": 2, "count": 2])
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Atlas", "5"])
        }
    }

    func testBindableWritesThroughFromTheWidget() {
        onGtkThread {
            let library = Library()
            let log = BodyLog()
            let host = HostingWidget(rootView: LibraryView(library: library, log: log))
            let entry = WidgetTree.first(gtk_entry_get_type(), in: host.widget)!
            XCTAssertEqual(String(cString: gtk_entry_get_text(entry.cast())), "Books")
            gtk_entry_set_text(entry.cast(), "Maps")
            XCTAssertEqual(library.title, "Maps")
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Maps", "0"])
        }
    }

    func testObservableObjectPublishedAndEnvironmentObject() {
        onGtkThread {
            let log = BodyLog()
            var exposed: Settings?
            let host = HostingWidget(rootView: SettingsOwner(log: log, expose: { exposed = $0 }))
            let settings = exposed!
            XCTAssertEqual(log.counts, ["owner": 1, "volume": 1, "env": 1])

            settings.volume = 7
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("volume 7"))
            XCTAssertEqual(log.count("volume"), 2)
            XCTAssertEqual(log.count("env"), 2, "the environment reader also observes the object")
            // As in SwiftUI, ObservableObject is coarse: every view holding the object follows it.
            XCTAssertEqual(log.count("owner"), 2)

            settings.name = "y"
            host.flushUpdates()
            XCTAssertTrue(WidgetTree.labels(in: host.widget).contains("name y"))
            XCTAssertTrue(exposed === settings, "the state object is created once")
        }
    }
}
