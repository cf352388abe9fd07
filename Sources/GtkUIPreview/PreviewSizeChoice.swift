/// The sizes a preview can be shown at.
enum PreviewSizeChoice: String, CaseIterable, Hashable, Identifiable {
    case own = "Preview's size"
    case small = "360 × 480"
    case medium = "480 × 360"
    case large = "800 × 600"

    var id: String { rawValue }

    /// `WxH` for the preview's process; nil for the size its traits ask for.
    var argument: String? {
        switch self {
        case .own: return nil
        case .small: return "360x480"
        case .medium: return "480x360"
        case .large: return "800x600"
        }
    }
}
