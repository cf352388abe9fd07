import GtkUI

/// The source of truth for the differential test's bindings: the current model, which toggles
/// and fields write into when the test acts as a user.
@MainActor
final class DiffStore {
    var root: DiffNode
    /// Set while the test acts as a user; a binding write at any other time is an echo.
    var gestureInProgress = false
    /// Binding writes so far.
    private(set) var writes = 0
    /// What went wrong in binding writes, for the next check to report.
    var problems: [String] = []

    init(root: DiffNode) {
        self.root = root
    }

    func toggleBinding(_ id: Int, fallback: Bool) -> Binding<Bool> {
        Binding(
            get: { [weak self] in
                if case .toggle(_, let isOn) = self?.root.find(id)?.kind { return isOn }
                return fallback
            },
            set: { [weak self] isOn in
                self?.write(id, "toggle") { kind in
                    guard case .toggle(let title, _) = kind else { return false }
                    kind = .toggle(title: title, isOn: isOn)
                    return true
                }
            })
    }

    func fieldBinding(_ id: Int, fallback: String) -> Binding<String> {
        Binding(
            get: { [weak self] in
                if case .field(_, let text) = self?.root.find(id)?.kind { return text }
                return fallback
            },
            set: { [weak self] text in
                self?.write(id, "field") { kind in
                    guard case .field(let placeholder, _) = kind else { return false }
                    kind = .field(placeholder: placeholder, text: text)
                    return true
                }
            })
    }

    /// The rows of the list node `id`, for `ForEach($rows, id: \.key)`; rows edit their labels.
    func rowsBinding(_ id: Int) -> Binding<[DiffRow]> {
        Binding(
            get: { [weak self] in self?.root.find(id)?.rows ?? [] },
            set: { [weak self] rows in
                self?.write(id, "list") { kind in
                    guard case .list(_, let bound) = kind else { return false }
                    kind = .list(rows, bound: bound)
                    return true
                }
            })
    }

    private func write(_ id: Int, _ what: String, _ change: (inout DiffKind) -> Bool) {
        writes += 1
        if !gestureInProgress {
            problems.append("the \(what) binding of node \(id) was written without a user gesture (an echo)")
        }
        var changed = false
        let found = root.modify(id) { changed = change(&$0.kind) }
        if !found || !changed {
            problems.append("a \(what) binding wrote to node \(id), which is not a \(what) in the model")
        }
    }
}

/// What every view of one mount shares: the store, and for a fresh mount the tap counts its rows
/// start at.
@MainActor
final class DiffRenderContext {
    let store: DiffStore
    /// By row uid. Nil for the live host, whose new rows start at their model's `initialTaps`.
    let startTaps: [Int: Int]?
    /// Rows that appeared and have not disappeared yet, by their `onAppear` and `onDisappear`.
    var shownRows = 0

    init(store: DiffStore, startTaps: [Int: Int]?) {
        self.store = store
        self.startTaps = startTaps
    }
}

/// Renders one model node, recursively.
struct DiffModelView: View {
    let node: DiffNode
    let context: DiffRenderContext

    var body: some View {
        switch node.kind {
        case .text(let text):
            Text(text)
        case .toggle(let title, let isOn):
            toggle(title: title, isOn: isOn)
        case .field(let placeholder, let text):
            field(placeholder: placeholder, text: text)
        case .erased(let child):
            DiffModelView(node: child, context: context).erased
        case .identified(let identity, let child):
            DiffModelView(node: child, context: context).id(identity)
        case .stack(let stack):
            DiffStackView(stack: stack, context: context)
        case .conditional(let flag, let first, let second):
            if flag {
                DiffModelView(node: first, context: context)
            } else {
                DiffModelView(node: second, context: context)
            }
        case .optional(let flag, let child):
            if flag {
                DiffModelView(node: child, context: context)
            }
        case .list(let rows, bound: false):
            ForEach(rows, id: \.key) { row in
                DiffRowView(row: row, label: nil, context: context)
            }
        case .list(_, bound: true):
            ForEach(context.store.rowsBinding(node.id), id: \.key) { $row in
                DiffRowView(row: row, label: $row.label, context: context)
            }
        }
    }
}

extension DiffModelView {
    /// This node in an `AnyView`: a leaf as its own view type, anything else as a DiffModelView.
    var erased: AnyView {
        switch node.kind {
        case .text(let text): AnyView(Text(text))
        case .toggle(let title, let isOn): AnyView(toggle(title: title, isOn: isOn))
        case .field(let placeholder, let text): AnyView(field(placeholder: placeholder, text: text))
        default: AnyView(self)
        }
    }

    func toggle(title: String, isOn: Bool) -> Toggle<Text> {
        Toggle("T\(node.id) \(title)", isOn: context.store.toggleBinding(node.id, fallback: isOn))
    }

    func field(placeholder: String, text: String) -> TextField {
        TextField("F\(node.id) \(placeholder)", text: context.store.fieldBinding(node.id, fallback: text))
    }
}

/// A stack node: a `VStack`, an `HStack`, or a `Group` that flattens into its parent.
struct DiffStackView: View {
    let stack: DiffStack
    let context: DiffRenderContext

    var body: some View {
        switch stack.axis {
        case .vertical:
            VStack { DiffStackContent(stack: stack, context: context) }
        case .horizontal:
            HStack { DiffStackContent(stack: stack, context: context) }
        case .group:
            Group { DiffStackContent(stack: stack, context: context) }
        }
    }
}

/// A stack's optional header and its children, keyed by their `key` or by position.
struct DiffStackContent: View {
    let stack: DiffStack
    let context: DiffRenderContext

    var body: some View {
        if let header = stack.header {
            Text(header)
        }
        if stack.keyed {
            ForEach(stack.children, id: \.key) { child in
                DiffModelView(node: child, context: context)
            }
        } else {
            ForEach(0..<stack.children.count, id: \.self) { index in
                DiffModelView(node: stack.children[index], context: context)
            }
        }
    }
}

/// A row with its own `@State`: a tap count shown in a label and raised by a button, and a label
/// after the row's box on every third count, so a tap alone changes the enclosing container.
/// A row of a bound list shows its label in a text field bound to it instead.
struct DiffRowView: View {
    let row: DiffRow
    let label: Binding<String>?
    let context: DiffRenderContext
    @State private var taps: Int

    init(row: DiffRow, label: Binding<String>?, context: DiffRenderContext) {
        self.row = row
        self.label = label
        self.context = context
        // A kept row ignores this: its state belongs to its identity.
        _taps = State(initialValue: context.startTaps?[row.uid] ?? row.initialTaps)
    }

    var body: some View {
        HStack {
            if let label {
                // The typed label is in the field; the row's own value is not shown, as it is
                // only new after the next render.
                Text("#\(row.key) taps=\(taps)")
                TextField("R\(row.uid)", text: label)
            } else {
                Text("#\(row.key) \(row.label) taps=\(taps)")
            }
            Button("+\(row.uid)") { taps += 1 }
            if let content = row.content {
                DiffModelView(node: content, context: context)
            }
        }
        .onAppear { [context] in context.shownRows += 1 }
        .onDisappear { [context] in context.shownRows -= 1 }
        // State that changes structure: one more widget in the enclosing container.
        if taps % 3 == 2 {
            Text("#\(row.key) after")
        }
    }
}
