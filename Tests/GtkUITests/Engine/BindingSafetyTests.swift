import GtkUI
import XCTest

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// Keeps what a view hands out, so a test can act on it later, as a stale handler would.
@MainActor
private final class Probe<Value> {
    var binding: Binding<Value>?
    var rows: [Int: Binding<Person>] = [:]
}

/// Names edited through `$names[i]`, the pattern ported apps use.
private struct IndexedNames: View {
    @State var names: [String]
    let probe: Probe<[String]>
    var body: some View {
        let _ = probe.binding = $names
        VStack {
            ForEach(names.indices, id: \.self) { index in
                TextField("name \(index)", text: $names[index])
            }
        }
    }
}

/// People edited through `ForEach($people) { $person in … }`.
private struct BoundPeople: View {
    @State var people: [Person]
    let probe: Probe<[Person]>
    var body: some View {
        let _ = probe.binding = $people
        VStack {
            ForEach($people) { $person in
                let _ = probe.rows[person.id] = $person
                TextField("person \(person.id)", text: $person.name)
            }
        }
    }
}

/// The same with an explicit id key path, over elements that are not `Identifiable`.
private struct KeyedNames: View {
    @State var names: [String]
    var body: some View {
        VStack {
            ForEach($names, id: \.self) { $name in
                TextField(name, text: $name)
            }
        }
    }
}

@MainActor private func entries(_ host: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetTree.all(gtk_entry_get_type(), in: host)
}

@MainActor private func texts(_ host: UnsafeMutablePointer<GtkWidget>) -> [String] {
    entries(host).map { String(cString: gtk_entry_get_text($0.cast())) }
}

final class BindingSafetyTests: GtkTestCase {
    func testBindingRowsEditTheirOwnElement() {
        onGtkThread {
            let probe = Probe<[Person]>()
            let host = HostingWidget(
                rootView: BoundPeople(people: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")], probe: probe))
            XCTAssertEqual(texts(host.widget), ["Ann", "Bo"])
            gtk_entry_set_text(entries(host.widget)[1].cast(), "Bob")
            XCTAssertEqual(probe.binding?.wrappedValue, [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])
            host.flushUpdates()
            XCTAssertEqual(texts(host.widget), ["Ann", "Bob"])

            let keyed = HostingWidget(rootView: KeyedNames(names: ["a", "b"]))
            gtk_entry_set_text(entries(keyed.widget)[0].cast(), "a2")
            keyed.flushUpdates()
            XCTAssertEqual(texts(keyed.widget), ["a2", "b"])
        }
    }

    func testBindingRowsFollowTheirElementById() {
        onGtkThread {
            let probe = Probe<[Person]>()
            let host = HostingWidget(
                rootView: BoundPeople(people: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")], probe: probe))
            let bo = probe.rows[2]!
            // Another element arrives in front, in the same turn as an edit of Bo's row.
            probe.binding?.wrappedValue.insert(Person(id: 3, name: "Cy"), at: 0)
            bo.wrappedValue.name = "Bob"
            XCTAssertEqual(bo.wrappedValue.name, "Bob")
            XCTAssertEqual(probe.binding?.wrappedValue.map(\.name), ["Cy", "Ann", "Bob"])
            host.flushUpdates()
            XCTAssertEqual(texts(host.widget), ["Cy", "Ann", "Bob"])
        }
    }

    func testABindingRowWhoseElementIsGoneReadsItsLastValueAndDropsWrites() {
        onGtkThread {
            let probe = Probe<[Person]>()
            let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo"), Person(id: 3, name: "Cy")]
            let host = HostingWidget(rootView: BoundPeople(people: people, probe: probe))
            let bo = entries(host.widget)[1]
            let messages = LogCapture.capture(domain: "GtkUI") {
                // The row removes its element, and its field writes in the same turn, twice.
                probe.binding?.wrappedValue.remove(at: 1)
                gtk_entry_set_text(bo.cast(), "Bob")
                gtk_entry_set_text(bo.cast(), "Bobby")
                XCTAssertEqual(probe.rows[2]?.wrappedValue.name, "Bo", "the last value seen")
            }
            XCTAssertEqual(probe.binding?.wrappedValue, [people[0], people[2]], "no other element was written")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            XCTAssertTrue(messages.first?.contains("id 2") ?? false, "\(messages)")
            host.flushUpdates()
            XCTAssertEqual(texts(host.widget), ["Ann", "Cy"])
        }
    }

    func testAnIndexBindingToARemovedMiddleElementNeverWritesItsNeighbour() {
        onGtkThread {
            let probe = Probe<[String]>()
            let host = HostingWidget(rootView: IndexedNames(names: ["a", "b", "c"], probe: probe))
            let middle = entries(host.widget)[1]
            let messages = LogCapture.capture(domain: "GtkUI") {
                probe.binding?.wrappedValue.remove(at: 1)
                gtk_entry_set_text(middle.cast(), "typed")
                gtk_entry_set_text(middle.cast(), "typed more")
            }
            XCTAssertEqual(probe.binding?.wrappedValue, ["a", "c"], "the neighbour that moved in is untouched")
            XCTAssertEqual(messages.count, 1, "\(messages)")
            host.flushUpdates()
            XCTAssertEqual(texts(host.widget), ["a", "c"])

            // Once the rows are rebuilt, the same field edits its new element again.
            gtk_entry_set_text(entries(host.widget)[1].cast(), "c2")
            XCTAssertEqual(probe.binding?.wrappedValue, ["a", "c2"])
        }
    }

    func testAnIndexBindingPastTheEndNeverTraps() {
        onGtkThread {
            let probe = Probe<[String]>()
            let host = HostingWidget(rootView: IndexedNames(names: ["a", "b", "c"], probe: probe))
            let last = entries(host.widget)[2]
            let stale = Binding<[String]>(
                get: { probe.binding?.wrappedValue ?? [] }, set: { probe.binding?.wrappedValue = $0 })[2]
            let messages = LogCapture.capture(domain: "GtkUI") {
                probe.binding?.wrappedValue.removeLast()
                gtk_entry_set_text(last.cast(), "typed")
                XCTAssertEqual(stale.wrappedValue, "c", "the last value seen")
                stale.wrappedValue = "written"
            }
            XCTAssertEqual(probe.binding?.wrappedValue, ["a", "b"])
            XCTAssertEqual(messages.count, 2, "one warning per binding: \(messages)")
            host.flushUpdates()
            XCTAssertEqual(texts(host.widget), ["a", "b"])
        }
    }

    func testAnIndexBindingMadeOutOfRangeReadsAnEmptyValue() {
        onGtkThread {
            var names: [String] = []
            let messages = LogCapture.capture(domain: "GtkUI") {
                let missing = Binding(get: { names }, set: { names = $0 })[0]
                XCTAssertEqual(missing.wrappedValue, "")
                missing.wrappedValue = "x"
                XCTAssertEqual(missing.wrappedValue, "")
            }
            XCTAssertEqual(names, [])
            XCTAssertEqual(messages.count, 1, "\(messages)")
        }
    }

    func testIndexBindingsToIdentifiableElementsFollowThemById() {
        onGtkThread {
            var people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")]
            let whole = Binding(get: { people }, set: { people = $0 })
            let bo = whole[1]
            let boName = whole[1].name
            people.insert(Person(id: 3, name: "Cy"), at: 0)
            boName.wrappedValue = "Bob"
            XCTAssertEqual(people.map(\.name), ["Cy", "Ann", "Bob"])
            XCTAssertEqual(bo.wrappedValue.name, "Bob", "found by id after the insert")
            people.removeAll { $0.id == 2 }
            let messages = LogCapture.capture(domain: "GtkUI") {
                bo.wrappedValue.name = "Bobby"
                boName.wrappedValue = "Bobby"
            }
            XCTAssertEqual(people.map(\.name), ["Cy", "Ann"])
            XCTAssertEqual(bo.wrappedValue.name, "Bob")
            XCTAssertEqual(messages.count, 2, "one warning per binding: \(messages)")
        }
    }
}
