/// A container a ``ScrollViewProxy`` can scroll.
@MainActor
protocol ScrollTarget: AnyObject {
    /// Scrolls to the row with `id`; returns whether it holds one.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) -> Bool
}
