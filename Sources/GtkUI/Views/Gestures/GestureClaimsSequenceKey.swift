/// Whether gestures may claim the pointer sequence: false inside a `.simultaneousGesture`, since
/// a claim in GTK 3 denies the sequence to every other widget's gestures, the simultaneous one
/// around included.
struct GestureClaimsSequenceKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the gestures of views here may claim the pointer sequence.
    var gesturesClaimSequence: Bool {
        get { self[GestureClaimsSequenceKey.self] }
        set { self[GestureClaimsSequenceKey.self] = newValue }
    }
}
