/// A colour, and a view that fills the space it is offered with it, as SwiftUI's `Color`.
///
/// Components are sRGB-encoded (gamma-corrected) values in 0…1, as in `GdkRGBA` and CSS, so
/// `Color(red: 1, green: 0.5, blue: 0)` is `rgb(255, 128, 0)` on screen. The system colours are the
/// GNOME palette's, where it has one. ``primary``, ``secondary`` and ``accentColor`` follow the
/// GTK theme: they are looked up by name (`theme_fg_color`, `theme_selected_bg_color`) on the
/// widget that uses them, each time it draws or is styled, so they change with the theme.
public struct Color: Hashable, Sendable {
    /// What the colour is made of.
    indirect enum Storage: Hashable, Sendable {
        /// Fixed sRGB components and opacity.
        case rgba(red: Double, green: Double, blue: Double, opacity: Double)
        /// A colour the theme names, with a fallback for themes without it, times an opacity.
        case named(String, fallback: RGBA, opacity: Double)
        /// Two colours mixed, `fraction` of the way from the first to the second, in sRGB
        /// (`perceptual` false) or linear light.
        case mix(Color, Color, fraction: Double, perceptual: Bool)
    }

    /// Fixed sRGB components in 0…1.
    struct RGBA: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var opacity: Double
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// A colour from sRGB components in 0…1; values outside are clamped, with one warning.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(
            red: Self.clamped(red, "red"), green: Self.clamped(green, "green"), blue: Self.clamped(blue, "blue"),
            opacity: Self.clamped(opacity, "opacity"))
    }

    /// A colour from sRGB components in 0…1, unlabelled as SwiftCrossUI writes them:
    /// `Color(0.8, 0.8, 0.8)`.
    nonisolated public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// The colour named `name` in an asset catalog among the resources of `bundle`, or of the app
    /// when nil, as SwiftUI takes a colour from the app's asset catalog.
    ///
    /// An `Assets.xcassets` copied among the resources is read (its `NAME.colorset`); see
    /// ``Image/init(_:bundle:)`` for the folders searched. A name that no catalog defines logs one
    /// warning and is looked up as a colour of the GTK theme (`theme_selected_bg_color`), else clear.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        if let found = ColorAssets.color(named: name, in: bundle) {
            storage = .rgba(red: found.red, green: found.green, blue: found.blue, opacity: found.opacity)
        } else {
            ColorAssets.warnMissing(name)
            storage = .named(name, fallback: RGBA(red: 0, green: 0, blue: 0, opacity: 0), opacity: 1)
        }
    }

    /// A grey from black (0) to white (1).
    nonisolated public init(white: Double, opacity: Double = 1) {
        let white = Self.clamped(white, "white")
        storage = .rgba(red: white, green: white, blue: white, opacity: Self.clamped(opacity, "opacity"))
    }

    /// This colour with its opacity multiplied by `opacity` (0…1; values outside are clamped, with
    /// one warning).
    public func opacity(_ opacity: Double) -> Color {
        let factor = Self.clamped(opacity, "opacity")
        switch storage {
        case .rgba(let red, let green, let blue, let alpha):
            return Color(storage: .rgba(red: red, green: green, blue: blue, opacity: alpha * factor))
        case .named(let name, let fallback, let alpha):
            return Color(storage: .named(name, fallback: fallback, opacity: alpha * factor))
        case .mix(let first, let second, let fraction, let perceptual):
            return Color(
                storage: .mix(first.opacity(factor), second.opacity(factor), fraction: fraction, perceptual: perceptual)
            )
        }
    }

    /// The colour's components without a theme to ask: a theme colour gives its fallback.
    var fallbackRGBA: RGBA {
        switch storage {
        case .rgba(let red, let green, let blue, let opacity):
            return RGBA(red: red, green: green, blue: blue, opacity: opacity)
        case .named(_, let fallback, let opacity):
            return RGBA(
                red: fallback.red, green: fallback.green, blue: fallback.blue, opacity: fallback.opacity * opacity)
        case .mix(let first, let second, let fraction, let perceptual):
            return Self.mixed(first.fallbackRGBA, second.fallbackRGBA, fraction: fraction, perceptual: perceptual)
        }
    }

    /// `value` clamped to 0…1; NaN becomes 0. Warns when it had to change anything.
    static func clamped(_ value: Double, _ name: String) -> Double {
        if value >= 0 && value <= 1 { return value }
        let result = value > 1 ? 1 : 0.0
        Diagnostics.warn("GtkUI: Color \(name) \(value) is outside 0…1; using \(result)")
        return result
    }

    static func fixed(_ red: Int, _ green: Int, _ blue: Int) -> Color {
        Color(storage: .rgba(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: 1))
    }
}

/// A colour is also a view that fills the space offered, as SwiftUI's colours do.
extension Color: View, PrimitiveView {
    var representable: ColorFill { ColorFill(color: self) }
}

extension Color {
    /// Red (GNOME palette red 3).
    public static let red = fixed(0xe0, 0x1b, 0x24)
    /// Orange (GNOME palette orange 3).
    public static let orange = fixed(0xff, 0x78, 0x00)
    /// Yellow (GNOME palette yellow 3).
    public static let yellow = fixed(0xf6, 0xd3, 0x2d)
    /// Green (GNOME palette green 4).
    public static let green = fixed(0x2e, 0xc2, 0x7e)
    /// Mint, a light blue-green.
    public static let mint = fixed(0x00, 0xc7, 0xbe)
    /// Teal, a dark blue-green.
    public static let teal = fixed(0x30, 0xb0, 0xc7)
    /// Cyan, a light blue.
    public static let cyan = fixed(0x32, 0xad, 0xe6)
    /// Blue (GNOME palette blue 3).
    public static let blue = fixed(0x35, 0x84, 0xe4)
    /// Indigo, a deep blue-violet.
    public static let indigo = fixed(0x58, 0x56, 0xd6)
    /// Purple (GNOME palette purple 3).
    public static let purple = fixed(0x91, 0x41, 0xac)
    /// Pink.
    public static let pink = fixed(0xff, 0x2d, 0x55)
    /// Brown (GNOME palette brown 3).
    public static let brown = fixed(0x98, 0x6a, 0x44)
    /// A middle grey (GNOME palette light 5).
    public static let gray = fixed(0x9a, 0x99, 0x96)
    /// Black.
    public static let black = Color(storage: .rgba(red: 0, green: 0, blue: 0, opacity: 1))
    /// White.
    public static let white = Color(storage: .rgba(red: 1, green: 1, blue: 1, opacity: 1))
    /// Fully transparent.
    public static let clear = Color(storage: .rgba(red: 0, green: 0, blue: 0, opacity: 0))

    /// The theme's text colour (`theme_fg_color`; black where the theme has none).
    public static let primary = Color(
        storage: .named("theme_fg_color", fallback: RGBA(red: 0, green: 0, blue: 0, opacity: 1), opacity: 1))
    /// The theme's text colour dimmed as GNOME dims secondary labels (`dim-label`, 55 %).
    public static let secondary = Color(
        storage: .named("theme_fg_color", fallback: RGBA(red: 0, green: 0, blue: 0, opacity: 1), opacity: 0.55))
    /// The theme's accent: the background of selected items (`theme_selected_bg_color`; GNOME blue
    /// where the theme has none).
    public static let accentColor = Color(
        storage: .named(
            "theme_selected_bg_color",
            fallback: RGBA(red: 0x35 / 255.0, green: 0x84 / 255.0, blue: 0xe4 / 255.0, opacity: 1),
            opacity: 1))
}
