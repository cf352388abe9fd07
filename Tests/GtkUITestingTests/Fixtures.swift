import GtkUI

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
            Slider(value: $volume, in: 0...10, step: 1)
            Text("Volume \(Int(volume))")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            Text("Flavor: \(flavor)")
            Button("Disabled") {}.disabled(true)
            Text("secret").accessibilityIdentifier("secret-label")
        }
        .padding(12)
    }
}
