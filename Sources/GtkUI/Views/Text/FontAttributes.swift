/// Turns fonts into Pango attribute lists and applies them to GTK's text widgets.
///
/// Every text-bearing view resolves its font here the same way: its own font, else the
/// environment's, then the environment's traits, then its own traits.
@MainActor
enum FontAttributes {
    /// The font a view shows in `environment`, or nil for the theme's font unchanged.
    static func resolve(_ environment: EnvironmentValues, own: Font? = nil, ownTraits: FontTraits = FontTraits())
        -> Font?
    {
        resolve(environment.textEnvironment, own: own, ownTraits: ownTraits)
    }

    /// The font a view shows with these text settings, or nil for the theme's font unchanged.
    static func resolve(_ settings: TextEnvironment, own: Font?, ownTraits: FontTraits) -> Font? {
        let base = own ?? settings.font
        let inherited = settings.traits
        if base == nil, inherited.isEmpty, ownTraits.isEmpty { return nil }
        let font = ownTraits.applied(to: inherited.applied(to: base ?? .body))
        return font == .body ? nil : font
    }

    /// A new Pango attribute list for `font` (the caller unrefs it), or nil for the theme's font.
    static func list(for font: Font?) -> OpaquePointer? {
        guard let font else { return nil }
        let list = pango_attr_list_new()!
        switch font.size {
        case .relative(let scale):
            if scale != 1 { pango_attr_list_insert(list, pango_attr_scale_new(scale)) }
        case .absolute(let pixels):
            pango_attr_list_insert(
                list,
                pango_attr_size_new_absolute(
                    Int32(ClampedLength.clamped(pixels, "font size", minimum: 0) * Double(PANGO_SCALE))))
        }
        if let weight = font.weight, weight != .regular {
            pango_attr_list_insert(list, pango_attr_weight_new(PangoWeight(UInt32(weight.value))))
        }
        if font.isItalic { pango_attr_list_insert(list, pango_attr_style_new(PANGO_STYLE_ITALIC)) }
        if let family = font.family ?? font.design?.family {
            pango_attr_list_insert(list, pango_attr_family_new(family))
        }
        return list
    }

    /// Gives `label` the attributes of `font`, unless it has them.
    static func apply(_ font: Font?, to label: UnsafeMutablePointer<GtkLabel>) {
        let list = list(for: font)
        defer { if let list { pango_attr_list_unref(list) } }
        guard !same(list, gtk_label_get_attributes(label)) else { return }
        gtk_label_set_attributes(label, list)
    }

    /// Gives `entry` the attributes of `font`, unless it has them: what a TextField needs to
    /// honour `.font`.
    static func apply(_ font: Font?, to entry: UnsafeMutablePointer<GtkEntry>) {
        let list = list(for: font)
        defer { if let list { pango_attr_list_unref(list) } }
        guard !same(list, gtk_entry_get_attributes(entry)) else { return }
        gtk_entry_set_attributes(entry, list)
    }

    /// Whether two attribute lists (nil for none) hold the same attributes.
    private static func same(_ list: OpaquePointer?, _ current: OpaquePointer?) -> Bool {
        switch (list, current) {
        case (nil, nil): true
        case (let list?, let current?): pango_attr_list_equal(list, current) != 0
        default: false
        }
    }

    /// Gives the label inside `button` (a check box's or toggle's title) the font the environment
    /// asks for; a button without a label child is left alone.
    static func apply(_ environment: EnvironmentValues, toLabelOf button: UnsafeMutablePointer<GtkButton>) {
        guard let child = gtk_bin_get_child(button.cast()), child.isInstance(of: gtk_label_get_type()) else { return }
        apply(resolve(environment), to: child.cast(to: GtkLabel.self))
    }
}

extension Font.Design {
    /// The fontconfig family for this design, or nil for the theme's font.
    var family: String? {
        switch self {
        case .serif: "Serif"
        case .monospaced: "Monospace"
        case .default, .rounded: nil
        }
    }
}
