/// A colour as a `GtkColorButton` shows it: red, green, blue and opacity from 0 to 1.
///
/// ``ColorButtonWidget`` is bound to this rather than to `Color`, which another part of GtkUI
/// defines; `ColorPicker` converts between the two.
struct PickedColor: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var opacity: Double

    /// As GDK takes it.
    var rgba: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: opacity) }

    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    init(_ rgba: GdkRGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// Each component within 0...1, and whether any was outside.
    var clamped: (color: PickedColor, wasOutside: Bool) {
        let components = [red, green, blue, opacity]
        let inside = components.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        let color = PickedColor(red: inside[0], green: inside[1], blue: inside[2], opacity: inside[3])
        return (color, inside != components)
    }
}

/// The `GtkColorButton` of `ColorPicker`: a swatch that opens GTK's colour chooser, bound two-way
/// to a ``PickedColor``. A component outside 0...1 is shown clamped, with one warning, and the
/// binding is left as it is.
struct ColorButtonWidget: GtkWidgetRepresentable {
    let selection: Binding<PickedColor>
    let title: String?
    let supportsOpacity: Bool

    func makeCoordinator() -> BindingCoordinator<PickedColor> { BindingCoordinator(selection) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkColorButton> {
        let button: UnsafeMutablePointer<GtkColorButton> = gtk_color_button_new()!.cast()
        gtk_widget_set_valign(button.cast(), GTK_ALIGN_CENTER)
        context.connectEdits(button, "color-set") {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(OpaquePointer(button), &rgba)
            return PickedColor(rgba)
        }
        return button
    }

    func updateWidget(_ button: UnsafeMutablePointer<GtkColorButton>, context: Context) {
        let chooser = OpaquePointer(button)
        ControlSupport.setAccessibleName(title, on: button)
        if let title, String(cString: gtk_color_button_get_title(button)) != title {
            gtk_color_button_set_title(button, title)
        }
        if (gtk_color_chooser_get_use_alpha(chooser) != 0) != supportsOpacity {
            gtk_color_chooser_set_use_alpha(chooser, supportsOpacity ? 1 : 0)
        }
        let source = selection
        let shown = Binding(
            get: {
                let (color, wasOutside) = source.wrappedValue.clamped
                ControlSupport.warn(
                    if: wasOutside, on: button, key: "gtkui-color-outside",
                    "GtkUI: ColorPicker colour \(source.wrappedValue) has components outside 0...1; it shows clamped")
                return color
            }, set: { source.wrappedValue = $0 })
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(chooser, &rgba)
        context.show(shown, current: PickedColor(rgba)) {
            var rgba = $0.rgba
            gtk_color_chooser_set_rgba(chooser, &rgba)
        }
    }
}
