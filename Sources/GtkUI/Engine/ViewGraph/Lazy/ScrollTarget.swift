/// A container that scrolls to one of its rows by id, for a reader's proxy (see
/// ``ScrollTargetCollector``).
@MainActor
protocol ScrollTarget: AnyObject {
    /// Scrolls to the row with `id`; returns whether it holds one.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) -> Bool
}
