/// Which gesture a ``GestureBox`` recognises.
enum GestureKind: Equatable {
    /// `count` primary-button clicks in a row (`.onTapGesture(count:)`).
    case tap(count: Int)
    /// The primary button held for `minimumDuration` seconds (`.onLongPressGesture`).
    case longPress(minimumDuration: Double)
    /// The pointer entering and leaving (`.onHover`).
    case hover
}
