import GtkUI
import Observation

/// A counter: one button, one label.
struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
        .padding(12)
    }
}

/// A counter whose label stops updating after the first tap: the bug the tests must catch.
struct BrokenCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(min(count, 0))")
            Button("Add") { count += 1 }
        }
        .padding(12)
    }
}

/// One of each control, for queries and actions.
struct Controls: View {
    @State private var name = ""
    @State private var isStarred = false
    @State private var volume = 2.0
    @State private var flavor = "Vanilla"

    var body: some View {
        VStack(spacing: 8) {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
            Toggle("Star", isOn: $isStarred)
            Text(isStarred ? "starred" : "plain")
            Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
            Text("Volume \(Int(volume))")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            Text("Flavor: \(flavor)")
            Button("Disabled") {}.disabled(true)
            Text("secret").accessibilityIdentifier("secret-label")
            Text("Twin")
            Text("Twin")
        }
        .padding(12)
    }
}

/// A fruit in ``Fruits``.
struct Fruit: Identifiable, Hashable {
    let name: String
    var isStarred = false
    var id: String { name }
}

/// A list whose rows each have the same toggle: only scoping tells them apart.
struct Fruits: View {
    @State private var fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]

    var body: some View {
        VStack {
            List($fruits) { $fruit in
                HStack {
                    Text(fruit.name)
                    Toggle("Star", isOn: $fruit.isStarred)
                }
            }
            Text("Starred: " + fruits.filter(\.isStarred).map(\.name).joined(separator: ", "))
        }
    }
}

/// A screen that presents a sheet and an alert.
struct Presenter: View {
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var log = "nothing"

    var body: some View {
        VStack {
            Text("Log: \(log)")
            Button("Open sheet") { showsSheet = true }
            Button("Warn") { showsAlert = true }
        }
        .padding(12)
        .sheet(isPresented: $showsSheet) {
            VStack {
                Text("In the sheet")
                Button("Done") {
                    log = "sheet done"
                    showsSheet = false
                }
            }
            .padding(12)
        }
        .alert("Careful", isPresented: $showsAlert) {
            Button("Proceed") { log = "proceeded" }
        }
    }
}

/// A model that loads its items later, from a task.
@MainActor @Observable
final class Loader {
    var items: [String] = []

    func load() async {
        try? await Task.sleep(nanoseconds: 20_000_000)
        items = ["first", "second"]
    }
}

/// Shows what ``Loader`` has loaded; starts loading when it appears.
struct LoaderView: View {
    let loader: Loader

    var body: some View {
        VStack {
            Text("Loaded \(loader.items.count)")
            Button("Reload") { loader.items = [] }
        }
        .padding(12)
        .task { await loader.load() }
    }
}
