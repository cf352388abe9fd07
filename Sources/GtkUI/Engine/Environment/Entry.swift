// Implemented by the GtkUIMacros compiler plugin; see Previews/PreviewMacros.swift.

/// Makes a property in an extension of ``EnvironmentValues``, ``FocusedValues`` or
/// ``ContainerValues`` a stored entry with its own key, as SwiftUI's `@Entry` does.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: String = "blue"
/// }
/// extension FocusedValues {
///     @Entry var selectedNote: Note?
/// }
/// ```
/// The type is written out; a focused value is optional and has no default. GtkUI has no
/// `Transaction` yet, so `@Entry` there does not compile.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
// Plugin for module 'GtkUIMacros' not found? Install it once per toolchain: `make install-macros`
// in GtkUI's checkout (from a package that depends on GtkUI: make -C .build/checkouts/GtkUI install-macros).
public macro Entry() = #externalMacro(module: "GtkUIMacros", type: "EntryMacro")
