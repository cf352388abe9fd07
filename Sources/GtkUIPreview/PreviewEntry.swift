/// One preview of the target, as its program listed it.
struct PreviewEntry: Identifiable, Hashable {
    /// The preview's place in the program's list, which the program is asked to show.
    let index: Int
    let name: String
    /// `file:line`, relative to the package.
    let location: String
    /// The name, with a number when an earlier preview has the same name: stable across edits
    /// that move a preview, so the selection survives a reload.
    let id: String
}
