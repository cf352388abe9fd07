/// The first error of a failed build: where, and what.
struct BuildError: Equatable {
    let file: String
    let line: Int
    let message: String

    /// The first `FILE:LINE:COLUMN: error: MESSAGE` line of the compiler's output.
    static func first(in lines: [String]) -> BuildError? {
        for line in lines {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            return BuildError(file: file, line: lineNumber, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
