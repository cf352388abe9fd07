// SwiftUI call patterns that must compile here as they do with SwiftUI, with only the import
// changed. This file is compiled twice: by SwiftUIPatternsTests in Swift 6 language mode and, through
// a symbolic link, by SwiftUIPatternsSwift5Tests in Swift 5 mode. A declaration whose isolation is
// stricter than SwiftUI's fails one of the two builds.
import Foundation
import GtkUI
import XCTest

// MARK: Modifiers of your own

/// A modifier with state of its own, named through a `View` extension.
struct Highlight: ViewModifier {
    let color: Color
    @State private var isOn = false

    func body(content: Content) -> some View {
        content
            .padding(4)
            .background(isOn ? color : Color.clear)
            .onTapGesture { isOn.toggle() }
    }
}

extension View {
    func highlight(_ color: Color = .yellow) -> some View {
        modifier(Highlight(color: color))
    }
}

/// A modifier that shows its content only in one branch, and reads the environment.
struct Placeholder<Replacement: View>: ViewModifier {
    let isEmpty: Bool
    @ViewBuilder let replacement: Replacement
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        if isEmpty {
            replacement.opacity(isEnabled ? 1 : 0.5)
        } else {
            content
        }
    }
}

/// A modifier chosen at compile time, and two modifiers joined.
struct Decorated: View {
    var decoration: some ViewModifier {
        #if DEBUG
            return Highlight(color: .red).concat(EmptyModifier())
        #else
            return EmptyModifier().concat(EmptyModifier())
        #endif
    }

    var body: some View {
        Text("Decorated")
            .modifier(decoration)
            .modifier(Placeholder(isEmpty: false) { Text("Nothing") })
            .highlight()
    }
}

// MARK: Chains of built-in modifiers

struct Chains: View {
    @State private var isOn = false
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            Text("Chain").padding().frame(maxWidth: .infinity).background(Color.blue).font(.title)
            Text("Padded").padding(.horizontal, 8).fixedSize().layoutPriority(1).disabled(isOn)
            Toggle("On", isOn: $isOn).toggleStyle(.switch).padding(4).id(isOn)
            Button("Go") {}.buttonStyle(.bordered).controlSize(.large).keyboardShortcut("g").help("Go")
            TextField("Name", text: .constant("")).focused($isFocused).textFieldStyle(.roundedBorder)
        }
        .onAppear {}
        .onChange(of: isOn) { _, _ in }
        .task {}
        .environment(\.isEnabled, true)
    }
}

// MARK: Values made outside the main actor

nonisolated func makeModifier() -> ModifiedContent<EmptyModifier, EmptyModifier> {
    EmptyModifier.identity.concat(EmptyModifier())
}

// MARK: Views built outside the main actor

/// SwiftUI's view initializers and `ViewBuilder` are nonisolated, so a helper that is not on the
/// main actor (a model's computed view, a static factory) can build views.
nonisolated func badgeLabel(_ title: String) -> Label<Text, Image> {
    Label(title, systemImage: "star")
}

@ViewBuilder
nonisolated func nonisolatedRows(_ flag: Bool) -> some View {
    Text("Title")
    Label("Inbox", systemImage: "tray")
    Image(systemName: "star")
    HStack(spacing: 4) {
        Spacer()
        Divider()
    }
    VStack(alignment: .leading) { EmptyView() }
    ZStack { Color.blue }
    if flag {
        Button("Go") {}
    } else {
        Link("GTK", destination: URL(fileURLWithPath: "/"))
    }
    Group { AnyView(Text("Erased")) }
    ScrollView { LazyVStack { Text("Row") } }
    Grid { GridRow { Text("Cell") } }
    GroupBox("Box") { Text("Inside") }
    Section("Section") { Text("Row") }
    Menu("Menu") { Button("Item") {} }
    ProgressView(value: 0.5)
    Toggle("On", isOn: .constant(true))
    TextField("Name", text: .constant(""))
    SecureField("Password", text: .constant(""))
    TextEditor(text: .constant(""))
    ForEach(0..<3) { Text("Row \($0)") }
    List { Text("Row") }
    DisclosureGroup("More") { Text("Inside") }
    Form { Text("Field") }
    Gauge(value: 0.5) { Text("Gauge") }
    ContentUnavailableView("Nothing", systemImage: "tray")
    TabView { Text("Tab") }
    Rectangle()
    RoundedRectangle(cornerRadius: 4)
    Circle()
    Capsule()
    Ellipse()
    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
}

extension Counter {
    /// A model's computed view, as apps write them: not on the main actor.
    nonisolated var icon: some View { Image(systemName: "number") }
}

// MARK: Property wrappers outside the main actor

/// State, Binding and Environment are nonisolated in SwiftUI, so helpers and types that are not
/// views hold and pass them.
extension Binding {
    /// A helper many apps write: a binding that also reports changes.
    func onSet(_ handler: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(
            get: { wrappedValue },
            set: {
                wrappedValue = $0; handler($0)
            })
    }
}

nonisolated func previewBinding() -> Binding<Int> { .constant(3) }

/// A property of its own, made of SwiftUI's wrappers.
struct Preference: DynamicProperty {
    @AppStorage("patterns.volume") var volume = 0.5
    @Environment(\.isEnabled) var isEnabled
    @State var draft = ""
}

struct EditorView: View {
    @State private var text: String
    @FocusState private var focused: Bool
    @Binding var isOn: Bool

    /// An explicit initializer that sets up state, as SwiftUI code does.
    nonisolated init(text: String, isOn: Binding<Bool>) {
        _text = State(initialValue: text)
        _isOn = isOn
    }

    var body: some View {
        TextField("Text", text: $text.onSet { _ in }).focused($focused)
    }
}

// MARK: withAnimation from a nonisolated helper

nonisolated func animate(_ change: () -> Void) {
    withAnimation(.easeInOut) { change() }
    withAnimation { change() }
    withTransaction(Transaction(animation: .spring)) { change() }
    withTransaction(\.disablesAnimations, true) { change() }
}

extension Transaction {
    @Entry var fromUndo: Bool = false
}

struct AnimatedBadge: View {
    @State private var big = false
    @State private var done = 0

    var body: some View {
        VStack {
            Toggle("Big", isOn: $big.animation(.bouncy))
            Circle()
                .scaleEffect(big ? 1.5 : 1)
                .animation(.spring(duration: 0.4, bounce: 0.3), value: big)
                // Both spring factories have all-default arguments; the bare call must still resolve.
                .animation(.spring(), value: big)
                .transaction { $0.animation = $0.fromUndo ? nil : $0.animation }
            Button("Pulse") {
                withAnimation(.easeInOut(duration: 0.2)) {
                    big.toggle()
                } completion: {
                    done += 1
                }
            }
        }
    }
}

// MARK: Property wrappers

final class Counter: ObservableObject {
    @Published var count = 0
    func increment() { count += 1 }
}

struct CounterView: View {
    @StateObject private var counter = Counter()
    @State private var history: [Int] = []
    @Binding var total: Int

    var body: some View {
        VStack {
            Button("Add") { counter.increment() }
            Text("\(counter.count) of \(total)")
        }
    }
}

// MARK: Methods as actions

/// SwiftUI's actions are `@MainActor () -> Void`: a view's method passes as it is. A model's method
/// and a stored closure are in `Swift5Patterns.swift`, since Swift 6 mode warns about them with
/// SwiftUI too.
struct MethodActions: View {
    @State private var count = 0

    func increment() { count += 1 }

    var body: some View {
        VStack {
            Button(action: increment) { Text("Add") }
            Button("Add", action: increment)
            Button("Add", role: .destructive, action: increment)
        }
    }
}

// MARK: Apps and scenes

struct PatternsScene: Scene {
    var body: some Scene {
        WindowGroup("Patterns") { Decorated() }
    }
}

struct PatternsApp: App {
    @StateObject private var counter = Counter()

    var body: some Scene {
        PatternsScene()
        WindowGroup("Counter") { CounterView(total: .constant(3)) }
            .defaultSize(width: 300, height: 200)
    }
}

/// The patterns above are checked by the compiler; the test only makes sure they are linked.
final class SwiftUIPatternCompileTests: XCTestCase {
    func testThePatternsCompile() {
        XCTAssertEqual(String(describing: Highlight.Content.self), "_ViewModifier_Content<Highlight>")
    }
}
