/// The result of comparing a snapshot with its reference, and an image showing where they differ.
struct SnapshotComparison {
    /// Pixels whose largest channel difference is over the tolerance.
    let differingPixels: Int
    let totalPixels: Int
    /// The largest channel difference met anywhere.
    let largestDifference: Int
    /// Nil when the sizes differ.
    let sizeMismatch: String?

    var differingShare: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// The tolerance the pixels were counted with.
    let tolerance: SnapshotTolerance

    /// Whether the images are the same size and few enough pixels differ.
    var matches: Bool { sizeMismatch == nil && differingShare <= tolerance.share }

    init(actual: RasterImage, reference: RasterImage, tolerance: SnapshotTolerance) {
        self.tolerance = tolerance
        guard actual.width == reference.width, actual.height == reference.height else {
            differingPixels = actual.pixels.count
            totalPixels = actual.pixels.count
            largestDifference = 255
            sizeMismatch =
                "the snapshot is \(actual.width)×\(actual.height), the reference \(reference.width)×\(reference.height)"
            return
        }
        var differing = 0
        var largest = 0
        for index in actual.pixels.indices where actual.pixels[index] != reference.pixels[index] {
            let difference = Self.channelDifference(actual.pixels[index], reference.pixels[index])
            largest = max(largest, difference)
            if difference > tolerance.channel { differing += 1 }
        }
        differingPixels = differing
        totalPixels = actual.pixels.count
        largestDifference = largest
        sizeMismatch = nil
    }

    /// The largest difference of the four 8-bit channels.
    static func channelDifference(_ first: UInt32, _ second: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let a = Int((first >> UInt32(shift)) & 0xFF)
            let b = Int((second >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(a - b))
        }
        return largest
    }

    /// The reference faded to grey, with the pixels that differ beyond `tolerance` in red.
    static func diffImage(actual: RasterImage, reference: RasterImage, tolerance: SnapshotTolerance) -> RasterImage {
        let width = max(actual.width, reference.width)
        let height = max(actual.height, reference.height)
        var pixels = [UInt32](repeating: 0xFFFF_00FF, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                guard row < actual.height, column < actual.width, row < reference.height, column < reference.width
                else { continue }  // Outside one of the images: magenta.
                let old = reference.pixels[row * reference.width + column]
                let new = actual.pixels[row * actual.width + column]
                if channelDifference(old, new) > tolerance.channel {
                    pixels[row * width + column] = 0xFFFF_0000
                } else {
                    let grey = (Int((old >> 16) & 0xFF) + Int((old >> 8) & 0xFF) + Int(old & 0xFF)) / 3
                    let faded = UInt32(192 + grey / 4)
                    pixels[row * width + column] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
