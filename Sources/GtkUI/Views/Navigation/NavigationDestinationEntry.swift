/// One `.navigationDestination(for:destination:)` registration: the value type it shows, and
/// how it builds the page for a value.
struct NavigationDestinationEntry {
    /// The registered value type.
    let type: ObjectIdentifier
    /// The page for a value of that type; nil for a value of another type.
    let make: @MainActor (AnyHashable) -> AnyView?
}
