/// The parts of a date that a ``DatePicker`` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
