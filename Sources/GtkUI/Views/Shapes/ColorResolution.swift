/// Turning a ``Color`` into what GTK draws with, against the theme of the widget that uses it.
extension Color {
    /// The colour's components as the widget's theme resolves them now.
    @MainActor
    func resolved(for widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
        switch storage {
        case .rgba(let red, let green, let blue, let opacity):
            return GdkRGBA(red: red, green: green, blue: blue, alpha: opacity)
        case .named(let name, let fallback, let opacity):
            var color = GdkRGBA(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: fallback.opacity)
            _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &color)
            color.alpha *= opacity
            return color
        case .mix(let first, let second, let fraction, let perceptual):
            let (a, b) = (first.resolved(for: widget), second.resolved(for: widget))
            let mixed = Self.mixed(
                RGBA(red: a.red, green: a.green, blue: a.blue, opacity: a.alpha),
                RGBA(red: b.red, green: b.green, blue: b.blue, opacity: b.alpha), fraction: fraction,
                perceptual: perceptual)
            return GdkRGBA(red: mixed.red, green: mixed.green, blue: mixed.blue, alpha: mixed.opacity)
        }
    }

    /// The colour as a CSS value: fixed colours as `rgba(…)`, theme colours by name (`@name`) so
    /// GTK's CSS follows theme changes, or as their fallback where the widget's theme lacks them.
    @MainActor
    func css(for widget: UnsafeMutablePointer<GtkWidget>) -> String {
        switch storage {
        case .rgba(let red, let green, let blue, let opacity):
            return Self.cssLiteral(red: red, green: green, blue: blue, opacity: opacity)
        case .named(let name, let fallback, let opacity):
            var found = GdkRGBA()
            guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &found) != 0 else {
                return Self.cssLiteral(
                    red: fallback.red, green: fallback.green, blue: fallback.blue, opacity: fallback.opacity * opacity)
            }
            return opacity == 1 ? "@\(name)" : "alpha(@\(name), \(opacity))"
        case .mix(let first, let second, _, _):
            if first.isFixed && second.isFixed {
                let rgba = fallbackRGBA
                return Self.cssLiteral(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.opacity)
            }
            return mixCSS(first, second, for: widget)
        }
    }

    /// Whether the colour is the same whatever the theme.
    private var isFixed: Bool {
        switch storage {
        case .rgba: return true
        case .named: return false
        case .mix(let first, let second, _, _): return first.isFixed && second.isFixed
        }
    }

    /// A mix with a theme colour in it as CSS `mix()`, which GTK resolves with the theme (in
    /// sRGB, whatever the colour space asked for).
    @MainActor
    private func mixCSS(_ first: Color, _ second: Color, for widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard case .mix(_, _, let fraction, _) = storage else { return "" }
        return "mix(\(first.css(for: widget)), \(second.css(for: widget)), \(fraction))"
    }

    /// Percentages keep full precision; GTK's CSS parser takes them for every channel.
    private static func cssLiteral(red: Double, green: Double, blue: Double, opacity: Double) -> String {
        "rgba(\(red * 100)%, \(green * 100)%, \(blue * 100)%, \(opacity))"
    }

    /// Makes `color` cairo's source.
    static func setSource(_ color: GdkRGBA, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
