/// What a ``HoverBox`` reports.
enum HoverKind: Equatable {
    /// Entering and leaving, as `true` and `false` (`.onHover`).
    case crossing
    /// Every move inside, and the exit (`.onContinuousHover`).
    case continuous(CoordinateSpace)
}
