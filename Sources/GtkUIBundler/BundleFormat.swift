/// What `gtkui-bundle` writes.
enum BundleFormat: String, CaseIterable {
    /// A Debian package.
    case deb
    /// A relocatable folder, and a `.tar.gz` of it.
    case dir
}
