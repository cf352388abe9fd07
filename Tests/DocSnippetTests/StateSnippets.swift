import Foundation
import GtkUI
import Observation

// The code of StateAndPerformance.md and ThreadsAndTheMainLoop.md.

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

@Observable
@MainActor
final class Inbox {
    var items: [Item] = (0..<10_000).map { Item(id: $0, title: "Item \($0)") }
    var filter = ""
}

struct InboxView: View {
    let inbox: Inbox

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(inbox.items.count) items")
            List(inbox.items) { item in
                ItemRow(item: item)
            }
        }
    }
}

struct ItemRow: View {
    let item: Item
    @State private var expanded = false

    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}

struct FilterField: View {
    @Bindable var inbox: Inbox

    var body: some View {
        TextField("Filter", text: $inbox.filter)
    }
}

struct CapturingRows: View {
    let inbox: Inbox
    let highlight: String

    var body: some View {
        // Captures `highlight`: every row is made again whenever this body runs.
        List(inbox.items) { item in
            Text(item.title).bold(item.title == highlight)
        }
    }
}

struct Badge: View, Equatable {
    let count: Int
    let onTap: @MainActor () -> Void

    // Two badges showing the same count are the same, whatever closure they were given.
    nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }

    var body: some View {
        Button("\(count) new", action: onTap)
    }
}

struct LongLog: View {
    let lines: [String]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 2) {
                ForEach(lines.indices, id: \.self) { index in
                    Text(lines[index])
                }
            }
        }
    }
}

@MainActor
func renameFirst(in inbox: Inbox) {
    inbox.items[0].title = "Renamed"
}

struct Weather: View {
    @State private var forecast = "Loading…"

    var body: some View {
        Text(forecast)
            .task {
                forecast = await Self.fetchForecast()
            }
    }

    static func fetchForecast() async -> String {
        // Runs off the main actor; the caller's `await` returns to it.
        await Task.detached { "Sunny, 21 °C" }.value
    }
}

struct Checksum: View {
    let data: Data
    @State private var sum: UInt64?

    var body: some View {
        Text(sum.map { "Checksum \($0)" } ?? "Computing…")
            .task(id: data) {
                let data = data
                sum = await Task.detached(priority: .utility) {
                    data.reduce(UInt64(0)) { $0 &+ UInt64($1) }
                }.value
            }
    }
}

func importInBackground(_ files: [URL], into inbox: Inbox) {
    Thread.detachNewThread {
        // Not on the GTK thread: read the files, touch no widget and no view state.
        let titles = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        Task { @MainActor in
            // Back on the GTK thread: the main actor is served by GLib's loop.
            inbox.items += titles.enumerated().map { Item(id: inbox.items.count + $0.offset, title: $0.element) }
        }
    }
}

@MainActor
func clockTicks(into model: Clock) -> Task<Void, Never> {
    Task {
        while !Task.isCancelled {
            model.now = Date()
            try? await Task.sleep(for: .seconds(1))
        }
    }
}

@Observable
@MainActor
final class Clock {
    var now = Date()
}
