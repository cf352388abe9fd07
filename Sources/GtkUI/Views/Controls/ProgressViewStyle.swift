/// How a ``ProgressView`` shows progress; set with ``View/progressViewStyle(_:)``.
///
/// The built-in styles make GTK's widgets: `.linear` a `GtkProgressBar`, pulsing while the
/// amount of work is unknown; `.circular` and `.automatic` a `GtkSpinner` while it is unknown
/// and a bar otherwise, as GTK 3 has no ring. A style of your own draws
/// `configuration.fractionCompleted` as it likes.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style shows.
    associatedtype Body: View
    /// The properties of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration

    /// Makes the body of a progress view in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
