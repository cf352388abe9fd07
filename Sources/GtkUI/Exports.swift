// `import GtkUI` alone gives users the whole GTK 3 C API next to the declarative one.
@_exported import CGtk
// The shim's header includes GTK's headers too, so Swift may attribute a GTK declaration (an enum
// constant such as GTK_WINDOW_TOPLEVEL) to either module, depending on how files are batched.
// Exporting both keeps every GTK name visible in every file, the users' included.
@_exported import CGtkShim
// `import SwiftUI` brings Foundation (Date, URL, UUID, formatters), and SwiftUI code relies on it.
@_exported import Foundation
// As with `import SwiftUI`, `@Observable` models need no import of their own.
@_exported import Observation
// As `import SwiftUI` does, `ObservableObject`, `@Published` and the Combine subset come along;
// `import Combine` as well names the same declarations.
@_exported import Combine
