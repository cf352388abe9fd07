import GtkUI
import Observation

// The views that TestingYourViews.md tests with GtkUITesting.

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

struct SignupForm: View {
    @State private var name = ""
    @State private var newsletter = false
    @State private var plan = "Free"
    @State private var seats = 1.0
    @State private var created = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Name", text: $name)
            Toggle("Newsletter", isOn: $newsletter)
            Picker("Plan", selection: $plan) {
                Text("Free").tag("Free")
                Text("Team").tag("Team")
            }
            Slider(value: $seats, in: 1...10, step: 1) { Text("Seats") }
            Text("Seats: \(Int(seats))")
            Button("Create account") { created = true }
                .disabled(name.isEmpty)
            if created {
                Text("Welcome, \(name)")
                    .accessibilityIdentifier("welcome")
            }
        }
        .padding(12)
    }
}

struct Chore: Identifiable {
    let title: String
    var isDone = false
    var id: String { title }
}

struct ChoreList: View {
    @State private var chores = [
        Chore(title: "Write"), Chore(title: "Test"), Chore(title: "Ship"),
    ]

    var body: some View {
        List($chores) { $chore in
            HStack {
                Text(chore.title)
                Toggle("Done", isOn: $chore.isDone)
            }
        }
    }
}

@MainActor @Observable
final class Forecast {
    var days: [String] = []

    func load() async {
        try? await Task.sleep(nanoseconds: 20_000_000)
        days = ["Mon", "Tue", "Wed"]
    }
}

struct ForecastView: View {
    let forecast: Forecast

    var body: some View {
        Text("\(forecast.days.count) days")
            .padding(12)
            .task { await forecast.load() }
    }
}
