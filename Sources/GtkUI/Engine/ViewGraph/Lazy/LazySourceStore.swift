/// Objects a lazy container keeps for its row sources across updates, by structural position: a
/// source that needs state of its own (an outline's expanded rows) finds it here, since the view
/// values that describe rows are made anew on every update.
@MainActor
final class LazySourceStore {
    private var objects: [Int: AnyObject] = [:]
    /// Called when a source's state changed so that the rows must be described again.
    var onChange: (@MainActor () -> Void)?

    /// The object kept for the source at `source`, made by `make` the first time.
    func object<Object: AnyObject>(for source: Int, make: () -> Object) -> Object {
        if let object = objects[source] as? Object { return object }
        let object = make()
        objects[source] = object
        return object
    }

    /// Asks the container to describe its rows again.
    func changed() {
        onChange?()
    }
}
