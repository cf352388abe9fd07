/// How a lazy container lays out its rows.
struct LazyContainerConfiguration {
    /// The axis rows follow.
    var axis: Axis = .vertical
    /// Pixels between rows.
    var spacing = 0
    /// How a row's view is placed across the axis (nil: filling) and along it.
    var rowAlignment: (horizontal: GtkAlign?, vertical: GtkAlign?) = (GTK_ALIGN_CENTER, GTK_ALIGN_CENTER)
    /// Whether the container brings its own scrolled window (a list) or sits in a `ScrollView`.
    var scrolls = false
    /// The length assumed for rows before any is measured.
    var estimatedRowLength = 24
    /// How rows share lines (a grid's cells); nil for one row per line.
    var lines: (any LazyLineLayout)?
    /// A problem with the inputs, warned about once per container.
    var warning: String?
}
