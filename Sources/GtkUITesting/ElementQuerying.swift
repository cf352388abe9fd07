import GtkUI

/// Finds elements the way a user or a screen reader does: by ATK role, name, identifier and
/// state, never through GtkUI's internals. ``ViewHost`` searches all of its windows; an
/// ``Element`` searches inside itself, for scoping: `host.row(containing: "Apple").toggle("Star")`.
///
/// A query expecting one element fails the test when it finds none or several, at the line that
/// made it, listing the elements that are there (`role "name"`), and returns a missing element.
/// A query made before the host first settled settles it first.
@MainActor
public protocol ElementQuerying {
    /// Where queries on this value look.
    var scope: ElementScope { get }
}

extension ElementQuerying {
    /// The one element matching `query`; fails if there is none or more than one.
    public func element(_ query: ElementQuery, file: StaticString = #filePath, line: UInt = #line) -> Element {
        let scope = scope
        guard let matches = scope.matches(of: query) else { return .missing(query, host: scope.host) }
        switch matches.count {
        case 1:
            return Element(matches[0], host: scope.host)
        case 0:
            UITestFailure.record(
                "GtkUITesting: no \(query) \(scope.place). Elements there (role \"name\"):\n\(scope.listing())",
                file: file, line: line)
        default:
            let found = matches.map { "  " + AccessibleTree.describe($0) }.joined(separator: "\n")
            UITestFailure.record(
                "GtkUITesting: \(matches.count) elements match \(query) \(scope.place):\n\(found)\n"
                    + "Narrow it with a scope (host.row(containing:), host.windows[i]) or .accessibilityIdentifier.",
                file: file, line: line)
        }
        return .missing(query, host: scope.host)
    }

    /// Every element matching `query`, in tree order; empty when there is none.
    public func all(_ query: ElementQuery) -> [Element] {
        let scope = scope
        return (scope.matches(of: query) ?? []).map { Element($0, host: scope.host) }
    }

    /// The first element matching `query`, in tree order; fails only if there is none.
    public func first(_ query: ElementQuery, file: StaticString = #filePath, line: UInt = #line) -> Element {
        let scope = scope
        guard let matches = scope.matches(of: query) else { return .missing(query, host: scope.host) }
        guard let first = matches.first else {
            UITestFailure.record(
                "GtkUITesting: no \(query) \(scope.place). Elements there (role \"name\"):\n\(scope.listing())",
                file: file, line: line)
            return .missing(query, host: scope.host)
        }
        return Element(first, host: scope.host)
    }

    /// Whether exactly one element matches `query`; never fails.
    public func exists(_ query: ElementQuery) -> Bool {
        scope.matches(of: query)?.count == 1
    }

    /// The button titled `name`.
    public func button(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.button(name), file: file, line: line)
    }

    /// The link titled `name`.
    public func link(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.link(name), file: file, line: line)
    }

    /// The text field titled `name` (a `TextField`'s title, which GTK shows as its placeholder).
    public func textField(_ name: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.textField(name), file: file, line: line)
    }

    /// The toggle titled `name`.
    public func toggle(_ name: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.toggle(name), file: file, line: line)
    }

    /// The slider named `name`, or the only slider.
    public func slider(_ name: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.slider(name), file: file, line: line)
    }

    /// The menu-style picker named `name`, or the only one.
    public func picker(_ name: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.picker(name), file: file, line: line)
    }

    /// The text reading exactly `text`.
    public func text(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.text(text), file: file, line: line)
    }

    /// The text matching the regular expression `pattern` somewhere in it.
    public func text(matching pattern: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.text(matching: pattern), file: file, line: line)
    }

    /// The element of ATK role `role` named `name`.
    public func element(
        role: AtkRole, name: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> Element {
        element(.element(role: role, name: name), file: file, line: line)
    }

    /// The element given `identifier` with `.accessibilityIdentifier`.
    public func element(identifier: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.identifier(identifier), file: file, line: line)
    }

    /// The list or table row with an element named `name` inside it; query inside it to scope.
    public func row(containing name: String, file: StaticString = #filePath, line: UInt = #line) -> Element {
        element(.row(containing: name), file: file, line: line)
    }
}
