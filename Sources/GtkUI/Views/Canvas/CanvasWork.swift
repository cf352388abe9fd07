/// What canvases did that costs more than drawing itself, counted for tests: a canvas that
/// fills thousands of shapes per frame must not make a cairo pattern or ask the theme for a
/// colour for each of them.
@MainActor
enum CanvasWork {
    /// Cairo patterns made for shadings (gradients, images, styles), since the process started.
    static var patternsMade = 0
    /// Theme colours looked up for plain-colour fills and strokes, since the process started.
    static var themeColorsResolved = 0
}
