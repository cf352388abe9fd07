/// One page above a navigation stack's root: a path value at its index, or a view page. Its
/// identity keeps a covered page's state for as long as it stays on the stack.
enum NavigationStackEntry: Hashable {
    case value(index: Int, AnyHashable)
    case view(id: Int)
}
