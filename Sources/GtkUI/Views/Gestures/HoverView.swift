/// A view that reports the pointer crossing and moving over its content.
struct HoverView<Content: View>: View {
    let content: Content
    let kind: HoverKind
    /// Runs for each report: a crossing (`true` entering), or the pointer's phase.
    let action: @MainActor (HoverPhase) -> Void
}

extension HoverView: PrimitiveContainerView {
    var representable: HoverBox<Content> { HoverBox(content: content, kind: kind, action: action) }
}
