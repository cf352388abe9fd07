/// A spinner while the amount is unknown; a bar for a known amount, as GTK 3 has no ring.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}

    /// GTK's progress widgets with the labels stacked around them.
    public func makeBody(configuration: Configuration) -> some View {
        NativeProgress.body(configuration, isLinear: false)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner while the amount is unknown.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
