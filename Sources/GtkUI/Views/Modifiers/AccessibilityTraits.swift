/// What an element is and what state it is in, for assistive technologies, as in SwiftUI; set
/// with ``View/accessibilityAddTraits(_:)`` and ``View/accessibilityRemoveTraits(_:)``.
///
/// GTK 3's ATK has roles and states rather than traits. A trait with an ATK role gives the widget
/// that role (``isHeader`` "heading", ``isButton`` "push button", ``isLink`` "link", ``isToggle``
/// "toggle button", ``isImage`` "image", ``isStaticText`` "label"; the first of them in this order
/// wins); ``isSelected`` and ``isModal`` are the ATK states "selected" and "modal". The other
/// traits have no ATK counterpart and change nothing.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32

    /// A set of traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element is a button (ATK role "push button").
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that divides content (ATK role "heading").
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected (ATK state "selected").
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element opens a link (ATK role "link").
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field (no ATK counterpart).
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image (ATK role "image").
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when used (no ATK counterpart).
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element acts as a keyboard key (no ATK counterpart).
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change (ATK role "label").
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element sums up the state of the app when it starts (no ATK counterpart).
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value changes often (no ATK counterpart).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Using the element starts playing media (no ATK counterpart).
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly (no ATK counterpart).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when reading reaches its end (no ATK counterpart).
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: what lies behind it cannot be used (ATK state "modal").
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element switches between on and off (ATK role "toggle button").
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The traits with an ATK role, in the order in which they win, with their roles.
    static let roles: [(trait: AccessibilityTraits, role: AtkRole)] = [
        (.isHeader, ATK_ROLE_HEADING), (.isButton, ATK_ROLE_PUSH_BUTTON), (.isLink, ATK_ROLE_LINK),
        (.isToggle, ATK_ROLE_TOGGLE_BUTTON), (.isImage, ATK_ROLE_IMAGE), (.isStaticText, ATK_ROLE_LABEL),
    ]

    /// The traits with an ATK state, with their states.
    static let states: [(trait: AccessibilityTraits, state: AtkStateType)] = [
        (.isSelected, ATK_STATE_SELECTED), (.isModal, ATK_STATE_MODAL),
    ]
}
