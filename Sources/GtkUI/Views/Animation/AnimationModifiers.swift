extension View {
    /// Animates the changes below this view with `animation` whenever `value` changes, as in
    /// SwiftUI: the change need not be made inside ``withAnimation(_:_:)``. `nil` turns
    /// animation off for those changes. A transaction with
    /// ``Transaction/disablesAnimations`` keeps its own.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
        ValueAnimationWriter(content: self, animation: animation, value: value)
    }

    /// Animates every change below this view with `animation` (SwiftUI deprecated this form in
    /// favour of ``animation(_:value:)``).
    public func animation(_ animation: Animation?) -> some View {
        AnimationWriter(content: self, animation: animation)
    }

    /// Passes the transaction of every change below this view through `transform`, which may
    /// change its animation or set ``Transaction/disablesAnimations``.
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        TransactionTransformWriter(content: self, transform: transform)
    }

    /// Passes the transaction through `transform` for the changes made while `value` changes.
    public func transaction<Value: Equatable>(
        value: Value, _ transform: @escaping @MainActor (inout Transaction) -> Void
    ) -> some View {
        ValueTransactionWriter(content: self, value: value, transform: transform)
    }
}
