/// Why a ``ViewHost`` could not start, or could not take a snapshot.
public enum ViewHostError: Error, CustomStringConvertible, Equatable {
    /// GTK found no display to open a window on.
    case noDisplay(String)
    /// The host's window is closed.
    case windowClosed
    /// The window has no area to draw: a width or a height of zero.
    case zeroSize(width: Int, height: Int)
    /// Cairo could not draw or encode the image.
    case renderingFailed(String)

    /// One line for the test log, saying what to do.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "GtkUITesting: no display (\(reason)); run the tests under a virtual X server: "
                + "xvfb-run -a swift test"
        case .windowClosed:
            return "GtkUITesting: the host's window is closed; make a new ViewHost"
        case .zeroSize(let width, let height):
            return "GtkUITesting: the window is \(width)×\(height) pixels, nothing to snapshot; give the view a size"
        case .renderingFailed(let reason):
            return "GtkUITesting: the snapshot could not be rendered: \(reason)"
        }
    }
}
