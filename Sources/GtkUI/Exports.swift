// `import GtkUI` alone gives users the whole GTK C API next to the declarative one.
@_exported import CGtk
