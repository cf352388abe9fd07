/// A colour, gradient, pattern or material to fill or stroke with, as SwiftUI's `ShapeStyle`:
/// what `fill`, `stroke`, `foregroundStyle`, `background` and `border` take.
///
/// ```swift
/// Circle().fill(.blue)
/// Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// RoundedRectangle(cornerRadius: 8).stroke(.secondary, lineWidth: 2)
/// Text("Hello").padding().background(.regularMaterial)
/// ```
/// A style of your own returns a built-in one from ``resolve(in:)``. All styles reach GTK one way:
/// each becomes a cairo source (a colour, a gradient, a mesh or an image pattern) when it draws,
/// and the text colour (CSS `color`) where it styles text, which is a colour only: text takes a
/// gradient's first colour.
public protocol ShapeStyle: Sendable {
    /// The style this one stands for, or `Never` for the built-in styles.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles draw themselves and are never resolved; calling this is a programming
    /// error, as in SwiftUI.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("GtkUI: \(Self.self) is a built-in ShapeStyle and does not resolve")
    }
}

/// A built-in style: how it paints in an environment.
protocol PaintConvertible {
    /// The paint this style draws with in `environment`.
    func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// What the style paints with in `environment`: a built-in style's own paint, a style of
    /// one's own through what it resolves to, or, for a style that is neither, the foreground
    /// with one warning.
    func paint(in environment: EnvironmentValues) -> Paint {
        if let builtIn = self as? any PaintConvertible { return builtIn.paint(in: environment) }
        if Resolved.self != Never.self { return resolve(in: environment).paint(in: environment) }
        Diagnostics.warn(
            "GtkUI: \(Self.self) is a ShapeStyle that neither is built in nor resolves to one; using the foreground")
        return ForegroundStyle().paint(in: environment)
    }
}
