/// A node that rewrites the transaction for the nodes below it (``View/transaction(_:)``,
/// ``View/animation(_:value:)``), asked by the update pass when a node below it is updated on
/// its own, without this node being updated.
@MainActor
protocol TransactionRewriting: AnyObject {
    func rewriteForDescendant(_ transaction: inout Transaction)
}

/// A built-in view that rewrites the transaction for its content.
@MainActor
protocol TransactionWriting: ContentWrapper {
    /// Rewrites `transaction`. `previous` is this view's value before the update; nil at mount,
    /// and when a view below is updated while this one did not change.
    func write(_ transaction: inout Transaction, previous: Self?)
}

/// Mounts a ``TransactionWriting`` view: its content is made and updated with the transaction the
/// view wrote, and the pass asks it again for content updated on its own.
final class TransactionWriterNode<Writer: TransactionWriting>: ViewNode, TransactionRewriting {
    private var writer: Writer
    private var child: ViewNode?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, writer: Writer) {
        self.writer = writer
        super.init(graph: graph, parent: parent, environment: environment, viewType: ObjectIdentifier(Writer.self))
        child = withWritten(previous: nil) {
            graph.makeNode(for: writer.content, parent: self, environment: environment)
        }
    }

    override func update(with view: any View, environment: EnvironmentValues) {
        guard let view = view as? Writer else { return }
        self.environment = environment
        let old = writer
        writer = view
        child = withWritten(previous: old) { reconcile(child, typed: view.content) }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    func rewriteForDescendant(_ transaction: inout Transaction) {
        writer.write(&transaction, previous: nil)
    }

    private func withWritten<Result>(previous: Writer?, _ body: () -> Result) -> Result {
        let outer = ViewGraph.updateTransaction
        var transaction = outer
        writer.write(&transaction, previous: previous)
        ViewGraph.updateTransaction = transaction
        defer { ViewGraph.updateTransaction = outer }
        return body()
    }
}

/// `.animation(_:)`: every change below is animated with one animation.
struct AnimationWriter<Content: View>: View, TransactionWriting, BuiltinView {
    let content: Content
    let animation: Animation?

    func write(_ transaction: inout Transaction, previous: AnimationWriter?) {
        guard !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransactionWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}

/// `.animation(_:value:)`: changes made while `value` changes are animated with `animation`.
struct ValueAnimationWriter<Content: View, Value: Equatable>: View, TransactionWriting, BuiltinView {
    let content: Content
    let animation: Animation?
    let value: Value

    func write(_ transaction: inout Transaction, previous: ValueAnimationWriter?) {
        guard let previous, previous.value != value, !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransactionWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}

/// `.transaction(_:)`: the transaction of every change below passes through `transform`.
struct TransactionTransformWriter<Content: View>: View, TransactionWriting, BuiltinView {
    let content: Content
    let transform: @MainActor (inout Transaction) -> Void

    func write(_ transaction: inout Transaction, previous: TransactionTransformWriter?) {
        transform(&transaction)
    }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransactionWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}

/// `.transaction(value:_:)`: `transform` applies to the changes made while `value` changes.
struct ValueTransactionWriter<Content: View, Value: Equatable>: View, TransactionWriting, BuiltinView {
    let content: Content
    let value: Value
    let transform: @MainActor (inout Transaction) -> Void

    func write(_ transaction: inout Transaction, previous: ValueTransactionWriter?) {
        guard let previous, previous.value != value else { return }
        transform(&transaction)
    }

    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TransactionWriterNode(graph: graph, parent: parent, environment: environment, writer: self)
    }
}
