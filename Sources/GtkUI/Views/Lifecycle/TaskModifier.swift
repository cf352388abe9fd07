/// Runs an async action while its content is mounted.
struct TaskView<Content: View, ID: Equatable>: View, ContentWrapper {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
}

extension TaskView: BuiltinView {
    func makeNode(in graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        TaskNode(graph: graph, parent: parent, environment: environment, wrapper: self)
    }
}

final class TaskNode<Content: View, ID: Equatable>: WrapperNode<TaskView<Content, ID>> {
    private var task: Task<Void, Never>?

    override init(
        graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues, wrapper: TaskView<Content, ID>
    ) {
        super.init(graph: graph, parent: parent, environment: environment, wrapper: wrapper)
        start()
    }

    override func wrapperDidChange(from old: TaskView<Content, ID>) {
        guard old.id != wrapper.id else { return }
        task?.cancel()
        start()
    }

    override func didUnmount() {
        cancelTask()
    }

    /// Cancels the running task, if any.
    func cancelTask() {
        task?.cancel()
        task = nil
    }

    /// Starts the task anew with the current action.
    func restartTask() {
        cancelTask()
        start()
    }

    private func start() {
        let action = wrapper.action
        task = Task(priority: wrapper.priority) { @MainActor in await action() }
    }
}

extension View {
    /// Starts `action` when this view is mounted and cancels it when the view is removed.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Starts `action` when this view is mounted; cancels and restarts it when `id` changes, and
    /// cancels it when the view is removed.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: id, priority: priority, action: action)
    }
}
