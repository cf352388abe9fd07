/// In a list or lazy stack a section is not one row: its header, its rows and its footer are
/// rows of the container, the header and footer styled apart and never selected.
extension Section: LazyRowSource {
    func appendRows(to plan: inout LazyRowPlan, source: Int) {
        if Parent.self != EmptyView.self {
            plan.appendSingle(header, source: LazyRowPlan.child(0, of: source), role: .header)
        }
        plan.append(content, source: LazyRowPlan.child(1, of: source))
        if Footer.self != EmptyView.self {
            plan.appendSingle(footer.font(.caption), source: LazyRowPlan.child(2, of: source), role: .footer)
        }
    }
}
