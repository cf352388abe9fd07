/// What a ``TabView`` page shows on its tab, taken from its ``View/tabItem(_:)`` label.
struct TabItem: Equatable {
    var title: String?
    var systemImage: String?

    /// The title and icon of a `Text`, an `Image(systemName:)` or a `Label` with both; other views
    /// give neither (the tab then reads "Tab" and its number).
    @MainActor
    init(_ label: some View) {
        if let text = ControlSupport.text(of: label) {
            title = text
        } else if let image = label as? Image {
            systemImage = image.iconName
        } else if let label = label as? Label<Text, Image> {
            title = ControlSupport.text(of: label.title)
            systemImage = label.icon.iconName
        }
    }

    /// A box with the icon (when there is one) and the title, for the notebook's tab.
    @MainActor
    func makeWidget(number: Int) -> WidgetPointer {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        if let systemImage, let name = ImageLoading.iconName(for: systemImage) {
            gtk_container_add(box.cast(), gtk_image_new_from_icon_name(name, GTK_ICON_SIZE_MENU))
        }
        gtk_container_add(box.cast(), gtk_label_new(title ?? "Tab \(number + 1)"))
        gtk_widget_show_all(box)
        return box
    }
}

private struct TabItemKey: ContainerValueKey {
    static let defaultValue: TabItem? = nil
}

extension ContainerValues {
    /// The tab a ``TabView`` page shows.
    var tabItem: TabItem? {
        get { self[TabItemKey.self] }
        set { self[TabItemKey.self] = newValue }
    }
}

extension Image {
    /// The icon name this image shows, when it is an icon.
    var iconName: String? {
        if case .icon(let name) = source { return name }
        return nil
    }
}

extension View {
    /// Sets what this page's tab shows in a ``TabView``: the title and icon of a `Text`,
    /// `Image(systemName:)` or `Label` (other views show "Tab" and the page's number).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        containerValue(\.tabItem, TabItem(label()))
    }
}
