/// How a ``Form`` lays out its rows, for `.formStyle(_:)`.
///
/// A GtkUI form has one look, GNOME's preferences: framed groups of rows with titles at the
/// start and controls at the end. Every style shows it, `.grouped` being the closest of
/// SwiftUI's, so code that picks one compiles and looks at home on GNOME.
public protocol FormStyle {}

/// The platform's default.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
}

/// Sections as framed groups of rows.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
}

/// Titles in a column beside the controls; shown as framed groups of rows here.
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as framed groups of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Titles beside the controls; framed groups of rows here.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Accepted so that SwiftUI code compiles: every style shows GNOME's preferences look.
    public func formStyle(_ style: some FormStyle) -> Self {
        self
    }
}
