/// SwiftUI tags each row of a `ForEach` given as a picker's content with the row's id; this
/// does the same, below any tag the row sets itself.
@MainActor
enum PickerRows {
    /// `content` with its rows tagged by id when it is a `ForEach`, else as it is.
    static func tagged<Content: View>(_ content: Content) -> AnyView {
        (content as? any ImplicitlyTaggedRows)?.taggedRows ?? AnyView(content)
    }
}

/// Rows that have an id to tag themselves with.
@MainActor
protocol ImplicitlyTaggedRows {
    /// The rows, each tagged with its id.
    var taggedRows: AnyView { get }
}

extension ForEach: ImplicitlyTaggedRows {
    var taggedRows: AnyView {
        let id = id
        let content = content
        return AnyView(
            ForEach<Data, ID, ContainerValueWriter<Content>>(
                data, id: id,
                rowContent: { element, occurrence in
                    // The row's own tag is written closer to it, so it wins over this one.
                    content(element, occurrence).writingContainerValue(\.tag, AnyHashable(element[keyPath: id]))
                }))
    }
}
