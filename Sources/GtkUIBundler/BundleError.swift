/// A reason the bundle cannot be made, said in one line that names what to change.
struct BundleError: Error, Equatable, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
