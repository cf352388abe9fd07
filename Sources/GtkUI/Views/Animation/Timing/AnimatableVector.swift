/// A list of numbers interpolated together: how an effect with several parameters (a matrix, a
/// colour and a radius) animates them as one value. Lists of different lengths combine as if the
/// shorter were padded with zeros.
struct AnimatableVector: VectorArithmetic, Sendable {
    var values: [Double]

    init(_ values: [Double]) {
        self.values = values
    }

    static var zero: AnimatableVector { AnimatableVector([]) }

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Zeros count as missing, so `zero` equals a list of zeros.
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let count = max(lhs.values.count, rhs.values.count)
        for index in 0..<count where lhs[index] != rhs[index] { return false }
        return true
    }

    private subscript(index: Int) -> Double { index < values.count ? values[index] : 0 }

    private static func combine(
        _ lhs: AnimatableVector, _ rhs: AnimatableVector, _ operation: (Double, Double) -> Double
    ) -> AnimatableVector {
        let count = max(lhs.values.count, rhs.values.count)
        return AnimatableVector((0..<count).map { operation(lhs[$0], rhs[$0]) })
    }
}
