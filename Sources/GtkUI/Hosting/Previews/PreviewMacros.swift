// The macros' implementations are in the GtkUIMacros compiler plugin (Sources/GtkUIMacros), which
// `make build`, `make test` or `scripts/install-macros.sh` installs into the toolchain. A build
// that uses a macro before that says "plugin for module 'GtkUIMacros' not found": run
// `make install-macros` in the GtkUI checkout (see README, "Previews").

/// Declares a preview of a view, as in SwiftUI: `gtkui-preview` lists it and shows it live, and
/// `assertPreviewSnapshots()` turns it into a snapshot test.
///
/// ```swift
/// #Preview("Empty list") {
///     NoteList(notes: [])
/// }
/// ```
/// Each preview is found at run time, with no list kept by hand. Needs the GtkUIMacros plugin
/// installed once per toolchain: `make install-macros` in GtkUI's checkout.
@freestanding(declaration)
// Plugin for module 'GtkUIMacros' not found? Install it once per toolchain: `make install-macros`
// in GtkUI's checkout (from a package that depends on GtkUI: make -C .build/checkouts/GtkUI install-macros).
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, as in SwiftUI: size traits
/// (``PreviewTrait/sizeThatFitsLayout``, ``PreviewTrait/fixedLayout(width:height:)`` and the
/// orientations) set the size it is shown and snapshotted at.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     Badge(count: 3)
/// }
/// ```
@freestanding(declaration)
// Plugin for module 'GtkUIMacros' not found? Install it once per toolchain: `make install-macros`
// in GtkUI's checkout (from a package that depends on GtkUI: make -C .build/checkouts/GtkUI install-macros).
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GtkUIMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body, such as `@Previewable @State var count = 0`, to be
/// kept as state of the previewed view, as in SwiftUI.
@attached(peer)
// Plugin for module 'GtkUIMacros' not found? Install it once per toolchain: `make install-macros`
// in GtkUI's checkout (from a package that depends on GtkUI: make -C .build/checkouts/GtkUI install-macros).
public macro Previewable() = #externalMacro(module: "GtkUIMacros", type: "PreviewableMacro")
