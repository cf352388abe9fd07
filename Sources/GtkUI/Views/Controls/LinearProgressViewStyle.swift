/// A bar, pulsing while the amount is unknown.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}

    /// GTK's progress widgets with the labels stacked around them.
    public func makeBody(configuration: Configuration) -> some View {
        NativeProgress.body(configuration, isLinear: true)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar, pulsing while the amount is unknown.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
