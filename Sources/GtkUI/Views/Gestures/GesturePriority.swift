/// How a gesture modifier competes with the gestures of the views inside it.
enum GesturePriority: Hashable {
    /// `.gesture`: the views inside recognise first.
    case normal
    /// `.highPriorityGesture`: this gesture recognises first.
    case high
    /// `.simultaneousGesture`: recognises alongside the others and cancels none.
    case simultaneous
}
