/// How a ``ProgressView`` shows progress, for `.progressViewStyle(_:)`.
///
/// `.linear` shows a bar, pulsing while the amount of work is unknown; `.circular` and
/// `.automatic` show a spinner while it is unknown and a bar otherwise: GTK 3 has no circular
/// gauge of a value.
public protocol ProgressViewStyle {}

/// The shape a progress style asks for.
enum ProgressViewLayout: Hashable, Sendable {
    /// A spinner while the amount is unknown, a bar otherwise.
    case automatic
    /// A bar always.
    case linear
}

/// A progress style GtkUI knows how to show.
protocol BuiltinProgressViewStyle: ProgressViewStyle {
    var layout: ProgressViewLayout { get }
}

/// The default: a spinner while the amount is unknown, a bar otherwise.
public struct DefaultProgressViewStyle: BuiltinProgressViewStyle {
    var layout: ProgressViewLayout { .automatic }
    /// The style.
    public init() {}
}

/// A bar, pulsing while the amount is unknown.
public struct LinearProgressViewStyle: BuiltinProgressViewStyle {
    var layout: ProgressViewLayout { .linear }
    /// The style.
    public init() {}
}

/// A spinner while the amount is unknown; a bar for a known amount, as GTK 3 has no ring.
public struct CircularProgressViewStyle: BuiltinProgressViewStyle {
    var layout: ProgressViewLayout { .automatic }
    /// The style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A spinner while the amount is unknown, a bar otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar, pulsing while the amount is unknown.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner while the amount is unknown.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewLayoutKey: EnvironmentKey {
    static let defaultValue = ProgressViewLayout.automatic
}

extension EnvironmentValues {
    /// The shape progress views here take.
    var progressViewLayout: ProgressViewLayout {
        get { self[ProgressViewLayoutKey.self] }
        set { self[ProgressViewLayoutKey.self] = newValue }
    }
}

extension View {
    /// Sets how every ``ProgressView`` inside this view shows progress.
    public func progressViewStyle(_ style: some ProgressViewStyle) -> some View {
        environment(\.progressViewLayout, (style as? any BuiltinProgressViewStyle)?.layout ?? .automatic)
    }
}
