/// The implicit stack of a control's label. A `GtkButton` (and so a check box or a toggle button)
/// holds one widget; SwiftUI lays out a label of several views (`Button { Image(…); Text(…) }`,
/// `Toggle(isOn:) { Image(…); Text(…) }`) side by side, so such a label is put in a ``HStack``
/// with its default alignment and spacing. A label of one view stays as it is, with no widget
/// added.
enum ImplicitHStack {
    /// `label`, or `label` in a ``HStack`` when it stands for several views.
    static func around(_ label: some View) -> any View {
        label is any SeveralViews ? HStack { label } : label
    }
}
