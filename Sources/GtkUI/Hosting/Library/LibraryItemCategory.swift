extension LibraryItem {
    /// The kind of a library item, as in SwiftUI: a gallery may group or filter by it.
    public struct Category: Hashable, Sendable, CustomStringConvertible {
        /// The category's name, as shown in a gallery.
        public let description: String

        /// A control: a button, a field, a picker.
        public static let control = Category(description: "Control")

        /// A visual effect: most modifiers.
        public static let effect = Category(description: "Effect")

        /// A layout container or a layout modifier.
        public static let layout = Category(description: "Layout")

        /// Anything else.
        public static let other = Category(description: "Other")
    }
}
