/// Where a ``ScrollView`` comes to rest after it is scrolled, as SwiftUI's
/// `ScrollTargetBehavior`: set with ``View/scrollTargetBehavior(_:)``.
///
/// The built-in behaviours are ``PagingScrollTargetBehavior`` (`.paging`) and
/// ``ViewAlignedScrollTargetBehavior`` (`.viewAligned`). Where GtkUI differs: a behaviour of your
/// own cannot choose the target yet; a scroll view given one logs one warning and does not snap.
public protocol ScrollTargetBehavior: Sendable {}

/// Scrolling that comes to rest on a whole page: a multiple of the scroll view's visible length.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    nonisolated public init() {}
}

/// Scrolling that comes to rest with one of the content's views at the scroll view's leading
/// or top edge.
///
/// The views are those of the container directly inside the scroll view (the stack its content
/// is, or the views of the content themselves); ``View/scrollTargetLayout(isEnabled:)`` is
/// accepted, and the views are the same with or without it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one gesture may scroll past, as SwiftUI's; accepted, and any number here.
    public enum LimitBehavior: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// Always limited.
        case always
        /// Never limited.
        case never
        /// Limited to a few views.
        case alwaysByFew
        /// Limited to one view.
        case alwaysByOne
    }

    /// The limit, as given.
    public let limitBehavior: LimitBehavior

    /// The view-aligned behaviour with `limitBehavior`.
    nonisolated public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest on a whole page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest with a view at the leading or top edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Comes to rest with a view at the leading or top edge; `limitBehavior` is accepted.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// What a scroll view snaps to, from its ``ScrollTargetBehavior``.
enum ScrollSnapKind: Hashable, Sendable {
    case paging
    case viewAligned

    /// The behaviours of the user's own already warned about, by type.
    @MainActor private static var warned: Set<ObjectIdentifier> = []

    /// The kind for `behavior`, or nil (after one warning per type) for a behaviour of the
    /// user's own.
    @MainActor init?(_ behavior: any ScrollTargetBehavior) {
        switch behavior {
        case is PagingScrollTargetBehavior: self = .paging
        case is ViewAlignedScrollTargetBehavior: self = .viewAligned
        default:
            if Self.warned.insert(ObjectIdentifier(type(of: behavior))).inserted {
                Diagnostics.warn(
                    "GtkUI: \(type(of: behavior)) is a scroll target behaviour of your own; GtkUI cannot ask it for a target, so the scroll view does not snap"
                )
            }
            return nil
        }
    }
}

/// Where ``EnvironmentValues/scrollSnapKind`` is kept.
private struct ScrollSnapKindKey: EnvironmentKey {
    static let defaultValue: ScrollSnapKind? = nil
}

extension EnvironmentValues {
    /// What scroll views inside snap to after scrolling; nil for free scrolling.
    var scrollSnapKind: ScrollSnapKind? {
        get { self[ScrollSnapKindKey.self] }
        set { self[ScrollSnapKindKey.self] = newValue }
    }
}

extension View {
    /// Makes the scroll views inside come to rest where `behavior` says after they are scrolled:
    /// on a whole page (`.paging`) or with a view at their leading or top edge (`.viewAligned`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollSnapKind, ScrollSnapKind(behavior))
    }

    /// Marks this container's views as the places a `.viewAligned` scroll view comes to rest.
    /// Accepted: here those are the views of the container directly inside the scroll view.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }
}
