// GtkUI's long lists for the benchmark's long-list part. The part finds them through
// `DeclarativeLongLists` (see LongListUnderTest.swift) and holds them against the issue's
// targets; without this file (it waited as `LongListDeclarative.swift.pending` until GtkUI had
// `List` and `LazyVStack`) the part runs the two baselines alone.

import GtkUI

/// `List(items) { row }`, as in SwiftUI.
struct ListLongListContent: LongListContent {
    static var key: String { "list" }
    static var title: String { "List" }

    let model: LongListModel

    var body: some View {
        List(model.items) { item in
            LongListRow(item: item, model: model)
        }
    }
}

/// `ScrollView { LazyVStack { ForEach(items) { row } } }`, as in SwiftUI.
struct LazyVStackLongListContent: LongListContent {
    static var key: String { "lazyvstack" }
    static var title: String { "ScrollView { LazyVStack }" }

    let model: LongListModel

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(model.items) { item in
                    LongListRow(item: item, model: model)
                }
            }
        }
    }
}

extension DeclarativeLongLists: DeclarativeLongListProvider {
    static var lists: [any LongListUnderTest.Type] {
        [DeclarativeLongList<ListLongListContent>.self, DeclarativeLongList<LazyVStackLongListContent>.self]
    }
}
