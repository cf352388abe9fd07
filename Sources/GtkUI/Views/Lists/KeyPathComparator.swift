// `KeyPathComparator` and `SortOrder` are Foundation's own on Linux too (swift-foundation), with
// `compare(_:_:)`, `order` and `keyPath`, and Foundation's `sort(using:)`/`sorted(using:)` take
// arrays of them. GtkUI re-exports the two types so that `import GtkUI` alone is enough to write
// `Table(…, sortOrder: $order)` and `items.sort(using: order)`, as `import SwiftUI` is on Apple's
// platforms.
@_exported import struct Foundation.KeyPathComparator
@_exported import enum Foundation.SortOrder
