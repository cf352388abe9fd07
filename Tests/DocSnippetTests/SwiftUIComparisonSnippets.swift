import Foundation
import GtkUI
import Observation

// The "Example" column of ComingFromSwiftUI.md: every row marked Supported or Different has its
// example here, so the table cannot claim what the library does not compile. Each example stands
// on a line of its own; modifiers are applied to a small view.

struct ComparisonRow: Identifiable, Hashable {
    let id: Int
    var name: String
    var children: [ComparisonRow]?
}

struct ComparisonDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: FileDocumentReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: FileDocumentWriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

final class ComparisonSettings: ObservableObject {
    @Published var volume = 0.5
}

@Observable final class ComparisonStore {
    var notes: [String] = []
}

struct ComparisonViews: View {
    @State private var saved = false
    @State private var flag = false
    @State private var name = ""
    @State private var level = 0.5
    @State private var count = 0
    @State private var size = 1
    @State private var date = Date()
    @State private var colour = Color.blue
    let rows: [ComparisonRow] = []
    let tree: [ComparisonRow] = []

    var body: some View {
        VStack {
            text
            controls
            layout
            collections
            navigation
            shapes
        }
    }

    @ViewBuilder var text: some View {
        Text("Hello")
        Text("Level \(level, specifier: "%.1f")")
        Text("Total: ") + Text("3").bold()
        Text(date, style: .date)
        Text(0.25, format: .percent)
        Text("Done").strikethrough()
        Picker(selection: $size, label: Text("Size")) { Text("Small").tag(1) }
        Text(markup: "<b>Bold</b>")
        Image(systemName: "star")
        Image("moon")
        Color("AccentBackground")
        Image(decorative: "moon")
        Image(filePath: "/usr/share/pixmaps/debian-logo.png")
        Image(systemName: "star").resizable()
        Image(systemName: "star").resizable().scaledToFit()
        Image(systemName: "star").resizable().aspectRatio(2, contentMode: .fill)
        Label("Inbox", systemImage: "tray")
        Link("GTK", destination: URL(string: "https://gtk.org")!)
        LabeledContent("Size", value: "2 KB")
        LabeledContent("Name") { Text("Ada") }
        ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here."))
        ContentUnavailableView.search(text: name)
    }

    @ViewBuilder var controls: some View {
        Button("Save") { saved = true }
        Toggle("Wi-Fi", isOn: $flag)
        TextField("Name", text: $name)
        SecureField("Password", text: $name)
        TextEditor(text: $name)
        Slider(value: $level, in: 0...10)
        Stepper("Count", value: $count, in: 0...10)
        Picker("Size", selection: $size) { Text("Small").tag(1) }
        DatePicker("Date", selection: $date)
        ColorPicker("Colour", selection: $colour)
        ProgressView(value: 0.4)
        Gauge(value: 0.4) { Text("Disk") }
        Menu("Actions") { Button("Copy") {} }
    }

    @ViewBuilder var layout: some View {
        VStack(alignment: .leading, spacing: 8) { Text("A") }
        HStack { Text("A") }
        ZStack { Color.blue }
        Spacer()
        Divider()
        Grid { GridRow { Text("A") } }
        AnyLayout(GridLayout()) { Text("A") }
        // swift-format-ignore
        ViewThatFits { Text("Long"); Text("L") }
        LazyVGrid(columns: [GridItem(.flexible())]) { Text("A") }
        LazyHGrid(rows: [GridItem(.fixed(40))]) { Text("A") }
        ScrollView { Text("Long") }
        ScrollViewReader { proxy in Button("Top") { proxy.scrollTo(0) } }
        GeometryReader { geometry in Text("\(geometry.size.width)") }
    }

    @ViewBuilder var collections: some View {
        List(rows) { row in Text(row.name) }
        ForEach(rows) { row in Text(row.name) }
        Section("Recent") { Text("A") }
        LazyVStack { ForEach(0..<1000) { Text("Row \($0)") } }
        LazyHStack { ForEach(0..<1000) { Text("Column \($0)") } }
        OutlineGroup(tree, children: \.children) { node in Text(node.name) }
        DisclosureGroup("More") { Text("A") }
        Table(rows) { TableColumn("Name", value: \.name) }
        Form { Toggle("On", isOn: $flag) }
        GroupBox("Box") { Text("A") }
    }

    @ViewBuilder var navigation: some View {
        TabView { Text("A").tabItem { Text("First") } }
        NavigationStack { NavigationLink("Next") { Text("Detail") } }
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
        NavigationView { Text("A") }
        EmptyView()
        AnyView(Text("A"))
        Group { Text("A") }
    }

    @ViewBuilder var shapes: some View {
        Color.red
        Rectangle().fill(Color.blue)
        RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1)
        Circle()
        Ellipse()
        Capsule()
        Path { path in path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
        TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
    }
}

struct ComparisonModifiers: View {
    @State private var flag = false
    @State private var name = ""
    @State private var document: ComparisonDocument? = ComparisonDocument()
    @State private var editing: ComparisonRow?
    @FocusState private var focused: Bool
    @StateObject private var settings = ComparisonSettings()
    @Environment(\.colorScheme) private var colorScheme
    let rows: [ComparisonRow] = []

    var body: some View {
        VStack {
            layout
            text
            colours
            interaction
            presentation
            navigation
            lists
            styles
            environment
        }
    }

    @ViewBuilder var layout: some View {
        Text("A").padding(8)
        Text("A").frame(width: 100, height: 40)
        Text("A").frame(maxWidth: .infinity)
        Text("A").fixedSize()
        Text("A").layoutPriority(1)
        Text("A").offset(x: 10, y: 4)
        Text("A").disabled(true)
        Text("A").id(3)
        Text("A").tag(3)
        Text("A").gridCellColumns(2)
        Text("A").gridCellAnchor(.topLeading)
        Text("A").containerRelativeFrame(.horizontal, count: 2, spacing: 8)
        Text("A").position(x: 40, y: 20)
        Text("A").safeAreaInset(edge: .bottom) { Button("Done") {} }
        Text("A").scrollDismissesKeyboard(.interactively)
        Text("A").animation(.easeInOut, value: flag)
        Text("A").transition(.opacity)
        Button("Animate") { withAnimation(.spring) { flag.toggle() } }
        TextField("Name", text: $name).textFieldStyle(.plain)
        ProgressView().progressViewStyle(.linear)
        Form { Text("A") }.formStyle(.grouped)
        Text("A").hidden()
        Text("A").clipped()
        Text("A").contentShape(Rectangle())
        Text("A").allowsHitTesting(false)
        ScrollView { Text("A") }.scrollDisabled(true)
        ScrollView { Text("A") }.scrollIndicators(.hidden)
    }

    @ViewBuilder var text: some View {
        Text("A").font(.headline)
        Text("A").fontWeight(.bold)
        Text("A").bold()
        Text("A").italic()
        Text("A").monospaced()
        Text("A").lineLimit(2)
        Text("A").multilineTextAlignment(.center)
        Text("A").truncationMode(.middle)
        Text("A").textSelection(.enabled)
    }

    @ViewBuilder var colours: some View {
        Text("A").foregroundColor(.red)
        Text("A").foregroundStyle(.secondary)
        Text("A").background(Color.yellow)
        Text("A").overlay(alignment: .topTrailing) { Circle().fill(Color.red) }
        Text("A").tint(.green)
        Text("A").opacity(0.5)
        Text("A").border(Color.gray, width: 1)
        Text("A").cornerRadius(6)
        Text("A").clipShape(Circle())
        Text("A").shadow(color: .black, radius: 4, x: 0, y: 2)
        Text("A").scaleEffect(1.5)
        Text("A").projectionEffect(ProjectionTransform())
        Text("A").blur(radius: 3)
        Text("A").mask { Circle() }
        Text("A").blendMode(.multiply)
        Text("A").saturation(0.5)
        Text("A").brightness(0.1)
        Text("A").contrast(1.2)
        Text("A").grayscale(1)
        Text("A").colorInvert()
        Text("A").colorMultiply(.blue)
        Text("A").luminanceToAlpha()
        Text("A").compositingGroup()
        Text("A").drawingGroup()
    }

    @ViewBuilder var interaction: some View {
        Text("A").onAppear { flag = true }
        Text("A").onDisappear { flag = false }
        Text("A").onChange(of: name) { _, newValue in flag = newValue.isEmpty }
        Text("A").task { flag = true }
        Text("A").onTapGesture { flag.toggle() }
        Text("A").onLongPressGesture { flag.toggle() }
        Text("A").onHover { flag = $0 }
        Text("A").draggable("text")
        Text("A").dropDestination(for: String.self) { items, _ in !items.isEmpty }
        Text("A").help("A tooltip")
    }

    @ViewBuilder var presentation: some View {
        TextField("Name", text: $name).focused($focused)
        TextField("Name", text: $name).onSubmit { flag = true }
        TextField("Name", text: $name).autocorrectionDisabled()
        Button("Save") {}.keyboardShortcut("s", modifiers: .command)
        Text("A").contextMenu { Button("Copy") {} }
        Text("A").sheet(isPresented: $flag) { Text("Sheet") }
        Text("A").sheet(item: $editing) { note in Text(note.name) }
        Text("A").alert("Delete?", isPresented: $flag) { Button("Delete", role: .destructive) {} }
        Text("A").fileImporter(isPresented: $flag, allowedContentTypes: [.plainText]) { _ in }
        Text("A").fileExporter(isPresented: $flag, document: document, contentType: .plainText) { _ in }
        Text("A").toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
        Text("A").confirmationDialog("Delete?", isPresented: $flag) { Button("Delete", role: .destructive) {} }
        Button("Info") { flag = true }.popover(isPresented: $flag) { Text("Details") }
        Text("A").popover(item: $editing, arrowEdge: .bottom) { note in Text(note.name) }
    }

    @ViewBuilder var navigation: some View {
        Text("A").navigationTitle("Inbox")
        Text("A").navigationSubtitle("3 unread")
        Text("A").navigationDestination(for: Int.self) { Text("Item \($0)") }
        Text("A").navigationDestination(isPresented: $flag) { Text("Detail") }
        Text("A").searchable(text: $name)
        Text("A").navigationSplitViewColumnWidth(200)
        Text("A").navigationBarTitleDisplayMode(.inline)
    }

    @ViewBuilder var lists: some View {
        List { Text("A") }.listStyle(.sidebar)
        Text("A").listRowInsets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
        Text("A").listRowBackground(Color.yellow)
        Text("A").listRowSeparator(.hidden)
        Text("A").swipeActions { Button("Delete") {} }
        ForEach(rows) { Text($0.name) }.onDelete { _ in }
        ForEach(rows) { Text($0.name) }.onMove { _, _ in }
    }

    @ViewBuilder var styles: some View {
        Button("A") {}.buttonStyle(.borderedProminent)
        Button("A") {}.controlSize(.small)
        Toggle("A", isOn: $flag).toggleStyle(.switch)
        Toggle("A", isOn: $flag).labelsHidden()
        Picker("A", selection: $flag) { Text("On").tag(true) }.pickerStyle(.segmented)
        DatePicker("A", selection: .constant(Date())).datePickerStyle(.graphical)
        Label("A", systemImage: "star").labelStyle(.iconOnly)
        Menu("A") { Button("B") {} }.menuStyle(.button)
    }

    @ViewBuilder var environment: some View {
        Text("A").environment(\.lineLimit, 1)
        Text("A").environmentObject(settings)
        Text("A").environment(ComparisonStore())
        Text("A").preferredColorScheme(.dark)
        Text("A").accessibilityLabel("Greeting")
        Text("A").accessibilityValue("3 of 5")
        Text("A").accessibilityHint("Opens the greeting")
        Text("A").accessibilityIdentifier("greeting")
        Text("A").accessibilityHidden(true)
        HStack { Text("A") }.accessibilityElement(children: .combine)
        Text("A").accessibilityAddTraits(.isHeader)
    }
}

struct ComparisonScenes: App {
    var body: some Scene {
        WindowGroup("Main") { Text("A") }.defaultSize(width: 400, height: 300)
        Window("Single", id: "single") { Text("A") }.windowResizability(.contentSize)
        WindowGroup("Plain", id: "plain") { Text("A") }.windowStyle(.hiddenTitleBar)
    }
}

struct ComparisonPreferencesScene: Scene {
    var body: some Scene {
        Settings { Text("Preferences") }
    }
}

struct ComparisonCommands: App {
    var body: some Scene {
        WindowGroup("Main") { Text("A") }
            .commands {
                CommandMenu("Text") { Button("Reverse") {}.keyboardShortcut("r") }
                CommandGroup(after: .newItem) { Button("Open Recent") {} }
                CommandGroup(replacing: .appInfo) { Button("About") {} }
            }
        Settings { Text("Preferences") }
    }
}

struct ComparisonData: View {
    @State private var count = 0
    @Binding var binding: Int
    @StateObject private var settings = ComparisonSettings()
    @ObservedObject var observed: ComparisonSettings
    @EnvironmentObject var shared: ComparisonSettings
    @Environment(\.dismiss) private var dismiss
    @FocusState private var isFocused: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(ComparisonStore.self) private var store
    @Environment(\.openURL) private var openURL
    @AppStorage("volume") private var volume = 0.5
    @SceneStorage("selectedTab") private var selectedTab = "inbox"
    @FocusedValue(\.selectedNote) private var note

    var body: some View {
        Text("\(count)")
    }
}

struct ComparisonPreview: PreviewProvider {
    static var previews: some View { Text("A") }
}

struct ComparisonSelectedNoteKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var selectedNote: String? {
        get { self[ComparisonSelectedNoteKey.self] }
        set { self[ComparisonSelectedNoteKey.self] = newValue }
    }
}
