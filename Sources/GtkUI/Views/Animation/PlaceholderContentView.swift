/// The view an animator modifier (``View/phaseAnimator(_:content:animation:)``) hands to its
/// content closure: the view the modifier was applied to, to be modified for the current phase.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The modified view itself.
    public var body: some View {
        content
    }
}
