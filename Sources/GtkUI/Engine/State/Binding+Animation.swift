extension Binding {
    /// This binding, whose writes are made inside ``withAnimation(_:_:)`` with `animation`:
    /// `Toggle("Details", isOn: $showsDetails.animation())`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { newValue in withAnimation(animation) { base.wrappedValue = newValue } })
    }

    /// This binding, whose writes are made inside ``withTransaction(_:_:)`` with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { newValue in withTransaction(transaction) { base.wrappedValue = newValue } })
    }
}
