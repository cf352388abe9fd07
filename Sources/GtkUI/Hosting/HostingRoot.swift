/// The root container of a host: a vertical `GtkBox` whose children share it. Content that does
/// not fill the host is centred in it, as in a SwiftUI window; content flexible along an axis
/// fills that axis.
///
/// It reads the preferences that concern the whole host, as any ancestor could: the preferred
/// colour scheme, the navigation title of content outside any navigation container, and the
/// toolbar items.
struct HostingRoot<Root: View>: GtkContainerRepresentable {
    let root: Root
    /// Made by the host before mounting, so the host's widget exists while its tree mounts;
    /// borrowed, the host owns it.
    let box: UnsafeMutablePointer<GtkBox>
    /// The window title that views outside any navigation container set; the host keeps it.
    let navigationTitle: HostNavigationTitle
    /// The header bar that shows the content's toolbar items, if the host's window has one; the
    /// window keeps it.
    let headerBar: HeaderBarController?
    /// Hands the content's focused values to the host's window; the host keeps it.
    let focusedValues: HostFocusedValues
    /// Installs the content's keyboard shortcuts in the host's window; the host keeps it.
    let shortcuts: HostShortcuts

    /// The root view with the host's preference readers around it.
    var content: some View {
        let owner = UInt(bitPattern: box)
        return
            root
            .onPreferenceChange(PreferredColorSchemeKey.self) { AppColorScheme.request($0, by: owner) }
            .onPreferenceChange(NavigationTitleKey.self) { [navigationTitle] in navigationTitle.show($0) }
            .onPreferenceChange(ToolbarItemsKey.self) { [headerBar] in headerBar?.show($0) }
            .readingPreference(FocusedValuesKey.self) { [focusedValues] in focusedValues.show($0) }
            .readingPreference(KeyboardShortcutsKey.self) { [shortcuts] in shortcuts.show($0) }
            .onDisappear { [navigationTitle, headerBar, focusedValues, shortcuts] in
                AppColorScheme.request(nil, by: owner)
                navigationTitle.end()
                headerBar?.show([])
                focusedValues.end()
                shortcuts.end()
            }
    }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkBox> {
        ChildAlignment.set(on: box.cast(), horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        return box
    }

    func updateWidget(_ box: UnsafeMutablePointer<GtkBox>, context: Context) {}

    func addChild(
        _ child: WidgetPointer, at placement: ChildPlacement, to box: UnsafeMutablePointer<GtkBox>, context: Context
    ) {
        gtk_box_pack_start(box, child, 1, 1, 0)
        if !placement.isAtEnd { gtk_box_reorder_child(box, child, Int32(placement.index)) }
        ChildAlignment.align(child, in: box.cast())
    }
}
