/// A view that stands for several views, as a ``ViewBuilder`` block of more than one statement
/// does: where a control expects one label, it lays them out in an implicit stack, as SwiftUI does.
protocol SeveralViews {}

extension TupleView: SeveralViews {}

extension ForEach: SeveralViews {}

extension Group: SeveralViews where Content: SeveralViews {}
