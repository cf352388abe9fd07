/// A toolbar widget and the placement its view asked for.
struct ToolbarWidget: Equatable {
    let widget: WidgetPointer
    let placement: ToolbarItemPlacement
}
