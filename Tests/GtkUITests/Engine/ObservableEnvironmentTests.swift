import GtkUI
import Observation
import XCTest

@Observable
@MainActor
private final class Shelf {
    var title = "Books"
    var count = 0
}

private struct ShelfTitle: View {
    @Environment(Shelf.self) private var shelf
    let log: BodyLog
    var body: some View {
        log.record("title")
        return Text(shelf.title)
    }
}

private struct ShelfCount: View {
    @Environment(Shelf.self) private var shelf
    let log: BodyLog
    var body: some View {
        log.record("count")
        return Text("\(shelf.count) books")
    }
}

private struct MaybeShelf: View {
    @Environment(Shelf.self) private var shelf: Shelf?
    var body: some View {
        Text(shelf?.title ?? "No shelf")
    }
}

private struct ShelfEditor: View {
    @Environment(Shelf.self) private var shelf
    var body: some View {
        @Bindable var shelf = shelf
        TextField("Title", text: $shelf.title)
    }
}

private struct ShelfRoot: View {
    let shelf: Shelf
    let log: BodyLog
    var body: some View {
        log.record("root")
        return VStack {
            ShelfTitle(log: log)
            ShelfCount(log: log)
            MaybeShelf()
            ShelfEditor()
        }
        .environment(shelf)
    }
}

/// `.environment(object)` and `@Environment(Type.self)` for `@Observable` models.
final class ObservableEnvironmentTests: GtkTestCase {
    func testReadersSeeTheObjectAndOnlyThoseReadingAChangedPropertyUpdate() {
        onGtkThread {
            let shelf = Shelf()
            let log = BodyLog()
            let host = HostingWidget(rootView: ShelfRoot(shelf: shelf, log: log))
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Books", "0 books", "Books"])

            shelf.count = 3
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Books", "3 books", "Books"])
            XCTAssertEqual(log.count("count"), 2)
            XCTAssertEqual(log.count("title"), 1, "a reader of another property is not evaluated again")
            XCTAssertEqual(log.count("root"), 1)

            // A @Bindable made from the environment object edits it.
            let entry = WidgetTree.first(gtk_entry_get_type(), in: host.widget)!
            gtk_entry_set_text(entry.cast(), "Comics")
            host.flushUpdates()
            XCTAssertEqual(shelf.title, "Comics")
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Comics", "3 books", "Comics"])
        }
    }

    func testAnOptionalReaderSeesNilWithoutAProvider() {
        onGtkThread {
            let host = HostingWidget(rootView: MaybeShelf())
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["No shelf"])
        }
    }

    func testAnotherObjectReplacesTheOneReadersSee() {
        onGtkThread {
            let log = BodyLog()
            let host = HostingWidget(rootView: ShelfRoot(shelf: Shelf(), log: log))
            let other = Shelf()
            other.title = "Records"
            host.rootView = ShelfRoot(shelf: other, log: log)
            host.flushUpdates()
            XCTAssertEqual(WidgetTree.labels(in: host.widget), ["Records", "0 books", "Records"])
        }
    }
}
