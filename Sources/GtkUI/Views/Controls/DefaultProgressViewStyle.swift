/// The default: a spinner while the amount is unknown, a bar otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    nonisolated public init() {}

    /// GTK's progress widgets with the labels stacked around them.
    public func makeBody(configuration: Configuration) -> some View {
        NativeProgress.body(configuration, isLinear: false)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A spinner while the amount is unknown, a bar otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
