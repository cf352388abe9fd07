/// Whether a built-in style read the configuration's label as its widget's title, and the
/// warnings given about styles whose bodies drop the label or show nothing.
@MainActor
final class StyleLabelUsage {
    private(set) var used = false
    /// Styles already warned about, by type name, so a list of a hundred buttons warns once.
    private static var warned: Set<String> = []

    /// Forgets earlier use, before a new style's body is mounted.
    func reset() { used = false }

    /// Called when a built-in style reads the label as the widget's title.
    func noteUsed() { used = true }

    /// Warns with `message` once per style type and kind of problem.
    func warn(style: String, about problem: String, _ message: String) {
        guard Self.warned.insert(style + " " + problem).inserted else { return }
        Diagnostics.warn(message)
    }
}
