extension Image {
    /// Whether an icon takes the foreground colour, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The icon in the foreground colour: the theme's symbolic variant.
        case template
        /// The icon in its own colours: the theme's full-colour variant.
        case original
    }

    /// How a resized picture is smoothed, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// No smoothing: each pixel is repeated (pixel art stays sharp).
        case none
        /// Little smoothing.
        case low
        /// Some smoothing (bilinear), the default.
        case medium
        /// The most smoothing.
        case high

        /// GdkPixbuf's matching scaling filter.
        var gdkInterpolation: GdkInterpType {
            switch self {
            case .none: return GDK_INTERP_NEAREST
            case .low: return GDK_INTERP_TILES
            case .medium: return GDK_INTERP_BILINEAR
            case .high: return GDK_INTERP_HYPER
            }
        }
    }

    /// How large symbols are next to the text around them, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        /// 80 % of the font's size.
        case small
        /// The font's size.
        case medium
        /// 130 % of the font's size.
        case large

        /// The factor on the font's size.
        var factor: Double {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }

    /// The icon drawn in the foreground colour (`.template`, the theme's symbolic variant) or in
    /// its own colours (`.original`, the full-colour variant), where the theme has that variant.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How a ``resizable()`` picture is smoothed when drawn at another size.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Whether a ``resizable()`` picture is smoothed when drawn at another size; `false` repeats
    /// pixels, as `.interpolation(.none)` does.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// The scaling filter for this image.
    var gdkInterpolation: GdkInterpType {
        isAntialiased ? interpolation.gdkInterpolation : GDK_INTERP_NEAREST
    }

    /// Whether the icon should be the symbolic variant (true), the full-colour one (false), or as
    /// named (nil), from the image's rendering mode, else the environment's symbol rendering mode.
    func wantsSymbolic(in environment: EnvironmentValues) -> Bool? {
        switch renderingMode {
        case .template: return true
        case .original: return false
        case nil:
            switch environment.symbolRenderingMode?.kind {
            case nil: return nil
            case .multicolor: return false
            case .monochrome, .hierarchical, .palette: return true
            }
        }
    }
}

/// How symbols are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// Where GtkUI differs: GTK's symbolic icons have one colour, so `.monochrome`, `.hierarchical`
/// and `.palette` all draw the theme's symbolic variant in the foreground colour; `.multicolor`
/// draws its full-colour variant.
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case monochrome, hierarchical, palette, multicolor
    }

    /// One colour: the foreground.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Layers in levels of the foreground (one colour here).
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the foreground styles given (the first one here).
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// The symbol's own colours: the theme's full-colour icon.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

/// Where ``EnvironmentValues/symbolRenderingMode`` is kept.
private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

/// Where ``EnvironmentValues/imageScale`` is kept.
private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// How symbols inside are coloured; nil draws each icon as named.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// How large symbols are next to the text's font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Colours the symbols inside as `mode` says, as far as GTK's symbolic icons allow (see
    /// ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Makes the symbols inside smaller or larger than the font around them.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
