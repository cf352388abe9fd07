import CGtkShim

/// The widget of a view that ``View/coordinateSpace(name:)`` named, for the readers inside it to
/// measure against. Borrowed: the named view's box sets it when it makes its widget and clears it
/// when the widget is dismantled, so a reader never measures against a widget that is gone.
@MainActor
final class CoordinateSpaceMarker {
    var widget: WidgetPointer?
}

/// The named coordinate spaces around a view, innermost name winning; compared by the markers'
/// identity, so the content is updated only when a space is added, removed or renamed.
struct NamedCoordinateSpaces: Equatable {
    var markers: [AnyHashable: CoordinateSpaceMarker] = [:]

    static func == (lhs: NamedCoordinateSpaces, rhs: NamedCoordinateSpaces) -> Bool {
        lhs.markers.count == rhs.markers.count
            && lhs.markers.allSatisfy { name, marker in rhs.markers[name] === marker }
    }
}

/// Where the named coordinate spaces are kept in the environment.
private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: NamedCoordinateSpaces { NamedCoordinateSpaces() }
}

extension EnvironmentValues {
    /// The coordinate spaces named by the view's ancestors.
    var namedCoordinateSpaces: NamedCoordinateSpaces {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}
