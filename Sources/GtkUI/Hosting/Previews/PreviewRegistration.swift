/// The type that each `#Preview` expands to conforms to this, which is how the preview is found
/// at run time: not for use by hand.
public protocol _PreviewRegistration {
    /// The declared preview.
    @MainActor static var preview: Preview { get }
}
