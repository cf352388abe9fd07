import GtkUI
import Observation

/// The Demo app: one window with a sidebar of pages, an "About" window group, menu commands in
/// the header bar's primary menu, and a preferences window.
@main
struct DemoApp: App {
    static var applicationID: String { "org.gtkui.Demo" }
    static var displayName: String { "GtkUI Demo" }
    static var version: String? { "0.1" }

    @State private var greeter = Greeter()

    var body: some Scene {
        WindowGroup("GtkUI Demo") { DemoView() }
            .defaultSize(width: 760, height: 620)
            .commands {
                CommandMenu("Greetings") {
                    Button("Say Hello to \(greeter.name)") { greeter.greetings += 1 }
                        .keyboardShortcut("h", modifiers: [.command, .shift])
                    Button("Forget Greetings") { greeter.greetings = 0 }
                        .disabled(greeter.greetings == 0)
                    Divider()
                    Toggle("Wave", isOn: $greeter.waves)
                    Picker("Language", selection: $greeter.language) {
                        Text("English").tag("en")
                        Text("Français").tag("fr")
                    }
                }
                CommandGroup(after: .newItem) { AboutWindowButton() }
            }
        WindowGroup("About GtkUI Demo", id: "about") { AboutView() }
            .defaultSize(width: 360, height: 160)
        Settings { GreeterPreferences(greeter: greeter) }
    }
}

/// What the greeting commands and the preferences share.
@Observable
final class Greeter {
    var name = "World"
    var greetings = 0
    var waves = false
    var language = "en"

    /// The greeting as the preferences show it.
    var greeting: String {
        let hello = language == "fr" ? "Bonjour" : "Hello"
        return "\(hello), \(name)\(waves ? " 👋" : "")"
    }
}

/// Opens the "About" window group from the menu, as its toolbar button does.
struct AboutWindowButton: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open About Window") { openWindow(id: "about") }
    }
}

/// The preferences window: a small form bound to the greeter.
struct GreeterPreferences: View {
    @Bindable var greeter: Greeter

    var body: some View {
        Form {
            TextField("Name", text: $greeter.name)
            Toggle("Wave", isOn: $greeter.waves)
            Picker("Language", selection: $greeter.language) {
                Text("English").tag("en")
                Text("Français").tag("fr")
            }
            Text("\(greeter.greeting) — said \(greeter.greetings) times")
        }
        .padding(16)
        .frame(width: 360)
    }
}
