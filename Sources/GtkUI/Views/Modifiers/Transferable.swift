import Foundation

/// A value that can be dragged and dropped: GtkUI's small form of CoreTransferable's
/// `Transferable`.
///
/// GtkUI transfers `String` (GTK's text targets, such as `UTF8_STRING` and `text/plain`) and
/// `URL` (`text/uri-list`, as file managers drag files). Other types may conform, but GtkUI does
/// not know how to transfer them: their drag sources do not start and their drop destinations
/// refuse every drop, with one warning.
public protocol Transferable {}

extension String: Transferable {}

extension URL: Transferable {}
