/// Why an ``AsyncImage`` could not load its URL: GIO's or GdkPixbuf's message, with the URL.
struct AsyncImageError: Error, Sendable, CustomStringConvertible {
    let url: String
    let reason: String

    var description: String { "cannot load '\(url)': \(reason)" }
}
