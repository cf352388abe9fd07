import Foundation
import GtkUI

/// A long list of rows (text, check box, and for widget rows a push button) in a scrolled
/// window, built by hand or with GtkUI, with the operations the long-list part times on it.
///
/// Creating the value is part of the time to the first frame; ``widget`` then goes into a
/// window, and ``scrolledWindow`` must be the `GtkScrolledWindow` the rows scroll in.
@MainActor
protocol LongListUnderTest: AnyObject {
    /// The name used on the command line of the memory child (`--longlist-rss KEY`).
    static var key: String { get }
    /// The column heading in the report.
    static var title: String { get }
    /// Whether this is one of GtkUI's lists (whose figures are held against the targets).
    static var isDeclarative: Bool { get }
    /// Whether the list holds every row (`LongListSuite` gives it the 10k-row size) rather than
    /// only what is visible (the 100k-row size).
    static var isEager: Bool { get }

    /// Builds the widgets for `items`.
    init(items: [LongListItem])

    /// The widget to put into the window.
    var widget: WidgetPointer { get }

    /// The `GtkScrolledWindow` the rows scroll in (inside ``widget``, or ``widget`` itself).
    var scrolledWindow: WidgetPointer { get }

    /// How many rows the list shows in its viewport now (0 while it shows none).
    func visibleRowCount() -> Int

    /// Picks a row visible now, near the middle of the viewport, for ``changeText()``; not timed.
    /// - Returns: the item number of that row, or nil when no row is visible.
    func prepareTextChange() -> Int?

    /// Raises the prepared row's counter by one and shows the new text.
    func changeText()

    /// The prepared row's text as the list shows it now (its label, or its model row).
    func preparedRowText() -> String?

    /// Lets go of the list before its window is destroyed.
    func tearDown()
}

/// The declarative long lists, once `LongListDeclarative.swift` provides them.
///
/// `Benchmarks/LongListDeclarative.swift` makes this type conform to
/// ``DeclarativeLongListProvider``, which ``LongListCatalog`` finds at run time. The cases were
/// written before GtkUI had `List` and `LazyVStack` and waited, not compiled, as
/// `LongListDeclarative.swift.pending`: no other file refers to them, so without that file the
/// part runs the baselines alone.
enum DeclarativeLongLists {}

/// Supplies the declarative long lists (see ``DeclarativeLongLists``).
@MainActor
protocol DeclarativeLongListProvider {
    /// The declarative list types, in the order of the report's columns.
    static var lists: [any LongListUnderTest.Type] { get }
}

/// Every long-list implementation compiled in.
@MainActor
enum LongListCatalog {
    /// The hand-written baselines: the tree view first (the yardstick), then the widget box.
    static let baselines: [any LongListUnderTest.Type] = [TreeViewLongList.self, WidgetBoxLongList.self]

    /// GtkUI's lists, or none when their file is not compiled in.
    static var declarative: [any LongListUnderTest.Type] {
        (DeclarativeLongLists.self as Any.Type as? any DeclarativeLongListProvider.Type)?.lists ?? []
    }

    /// Baselines, then GtkUI's lists.
    static var all: [any LongListUnderTest.Type] { baselines + declarative }

    /// The lists a run measures: all of them, or all but the box of widget rows with
    /// `BENCH_LONGLIST_BOX=0`. The box has no targets and takes most of the part's time, so
    /// repeated runs for a median leave it out.
    static var measured: [any LongListUnderTest.Type] {
        guard ProcessInfo.processInfo.environment["BENCH_LONGLIST_BOX"] == "0" else { return all }
        return all.filter { $0.key != WidgetBoxLongList.key }
    }

    /// The implementation named `key` on the command line.
    static func implementation(forKey key: String) -> (any LongListUnderTest.Type)? {
        all.first { $0.key == key }
    }
}
