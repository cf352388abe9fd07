import GtkUI

/// A separator, wrapped as a user would wrap any GTK widget (the catalog has no `Divider` yet).
struct SeparatorLine: GtkWidgetRepresentable {
    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {}
}

/// A form of `count` mixed controls, each bound to its own state, as an app's settings page would be.
struct CatalogForm: View {
    let count: Int
    @State private var flags: [Bool]
    @State private var texts: [String]
    @State private var numbers: [Double]
    @State private var steps: [Int]

    init(count: Int) {
        self.count = count
        _flags = State(initialValue: Array(repeating: false, count: count))
        _texts = State(initialValue: Array(repeating: "", count: count))
        _numbers = State(initialValue: Array(repeating: 50, count: count))
        _steps = State(initialValue: Array(repeating: 1, count: count))
    }

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                control(at: index)
            }
        }
    }

    @ViewBuilder
    private func control(at index: Int) -> some View {
        switch CatalogKind.at(index) {
        case .text: Text("Label \(index)")
        case .button: Button("Button \(index)") { steps[index] += 1 }
        case .toggle: Toggle("Toggle \(index)", isOn: $flags[index])
        case .textField: TextField("Field \(index)", text: $texts[index])
        case .slider: Slider(value: $numbers[index], in: 0...100)
        case .stepper: Stepper("Stepper \(index)", value: $steps[index], in: 0...10)
        case .progress: ProgressView(value: 0.5)
        case .secureField: SecureField("Secret \(index)", text: $texts[index])
        case .image: Image(systemName: "star")
        case .separator: SeparatorLine()
        }
    }
}

/// The form built with GtkUI, in a ``HostingWidget``.
@MainActor
final class DeclarativeCatalog: CatalogUnderTest {
    private var host: HostingWidget<CatalogForm>?

    init(count: Int) {
        host = HostingWidget(rootView: CatalogForm(count: count))
    }

    var widget: WidgetPointer {
        guard let host else { fatalError("Benchmarks: the form was torn down") }
        return host.widget
    }

    /// The host's root box holds the `VStack`'s box.
    var formBox: WidgetPointer {
        guard let box = WidgetTree.child(of: widget, at: 0) else { fatalError("Benchmarks: the host is empty") }
        return box
    }

    func tearDown() {
        host = nil
    }
}
