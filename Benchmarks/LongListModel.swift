import Observation

/// The long list's data, owned outside the view tree and changed from outside, as an app's
/// model would be.
@Observable
final class LongListModel {
    /// The rows, in order; an item's id is its index.
    var items: [LongListItem]

    init(items: [LongListItem]) {
        self.items = items
    }
}
