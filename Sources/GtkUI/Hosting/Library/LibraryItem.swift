/// One entry of a library: a view or a modified view, with a title and a category, as in
/// SwiftUI. A ``LibraryGallery`` shows it live beside its source.
///
/// ```swift
/// LibraryItem(
///     Text("Hello").padding(8),
///     title: "Padding", category: .effect,
///     source: #"Text("Hello").padding(8)"#)
/// ```
///
/// Where GtkUI differs from SwiftUI: SwiftUI never evaluates the snippet; Xcode reads its source
/// text. GtkUI has no Xcode, so it builds the snippet to show it live (only when a gallery shows
/// it), and takes the source text as an argument of its own, `source:`. Keep that text the code
/// of the snippet: a test can compare the two (the Demo's gallery tests do).
public struct LibraryItem {
    /// The item's name: the given title, else the snippet's type name without its generic
    /// arguments.
    public let title: String

    /// The item's category.
    public let category: Category

    /// Whether a gallery lists the item. As in SwiftUI, an item can be kept for completion and
    /// matching without being listed.
    public let isVisible: Bool

    /// The signature of the code the item stands in for, as in SwiftUI; GtkUI only stores it.
    public let matchingSignature: String?

    /// The code that builds the snippet, shown beside it; nil when none was given. GtkUI's own.
    public let source: String?

    /// Builds the snippet as a view; nil when the snippet is not a view.
    let makeView: (@MainActor () -> AnyView)?

    /// An item whose snippet is a view: a gallery builds it and shows it live.
    ///
    /// - Parameters:
    ///   - snippet: The view, built each time a gallery shows the item.
    ///   - visible: Whether a gallery lists the item.
    ///   - title: The item's name; the snippet's type name when nil.
    ///   - category: The item's kind.
    ///   - matchingSignature: The signature of the code the item stands in for (stored only).
    ///   - source: The code of `snippet`, shown beside it. GtkUI's own parameter.
    @MainActor
    public init<Content: View>(
        _ snippet: @autoclosure @escaping @MainActor () -> Content, visible: Bool = true, title: String? = nil,
        category: Category = .other, matchingSignature: String? = nil, source: String? = nil
    ) {
        self.title = title ?? Self.typeName(of: Content.self)
        self.category = category
        self.isVisible = visible
        self.matchingSignature = matchingSignature
        self.source = source
        self.makeView = { AnyView(snippet()) }
    }

    /// An item whose snippet is not a view: a gallery shows its title and source, but nothing
    /// live. The snippet is never evaluated, as in SwiftUI.
    @_disfavoredOverload
    public init<Content>(
        _ snippet: @autoclosure () -> Content, visible: Bool = true, title: String? = nil,
        category: Category = .other, matchingSignature: String? = nil, source: String? = nil
    ) {
        self.title = title ?? Self.typeName(of: Content.self)
        self.category = category
        self.isVisible = visible
        self.matchingSignature = matchingSignature
        self.source = source
        self.makeView = nil
    }

    /// An item built by ``LibraryRegistry`` around a preview provider's previews.
    init(title: String, category: Category, source: String?, makeView: @escaping @MainActor () -> AnyView) {
        self.title = title
        self.category = category
        self.isVisible = true
        self.matchingSignature = nil
        self.source = source
        self.makeView = makeView
    }

    /// Whether the item answers a search for `query`: an empty query matches everything, else
    /// every word of it must occur, ignoring case, in the title, the category or the source.
    public func matches(_ query: String) -> Bool {
        let words = query.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return true }
        let haystack = [title, category.description, source ?? ""].joined(separator: "\n").lowercased()
        return words.allSatisfy { haystack.contains($0.lowercased()) }
    }

    /// `Slider<Text, EmptyView>` → `Slider`: a readable default title.
    private static func typeName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}
