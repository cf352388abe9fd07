/// What canvases did that costs more than drawing itself, counted for tests: a canvas that
/// fills thousands of shapes per frame must not make a cairo pattern or ask the theme for a
/// colour for each of them.
@MainActor
enum CanvasWork {
    /// Cairo patterns made for shadings (gradients, images, styles), since the process started.
    static var patternsMade = 0
    /// Theme colours looked up for plain-colour fills and strokes, since the process started.
    static var themeColorsResolved = 0
    /// Times a canvas saved and restored cairo's state around one drawing.
    static var statesSaved = 0
    /// Canvas pixels drawn into images for filters and masks to work on.
    static var filteredPixels = 0
    /// Symbol views drawn from their widgets (rather than from the image kept of them).
    static var symbolsDrawn = 0
}
