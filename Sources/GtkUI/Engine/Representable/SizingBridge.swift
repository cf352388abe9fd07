import CGtkShim
import Foundation

/// Answers GTK's size queries for one representable by asking its `sizeThatFits`.
///
/// GTK's minimum size is the answer for a zero proposal in the measured dimension, the natural
/// size the answer for an unspecified one; a height-for-width query fixes the width.
@MainActor
final class SizingBridge {
    typealias Measure = (ProposedViewSize) -> ViewSize?
    private let measure: Measure

    init(measure: @escaping Measure) {
        self.measure = measure
    }

    /// Wraps `child` in a sizing bin whose size queries come to this bridge.
    func makeBin(around child: WidgetPointer) -> WidgetPointer {
        let data = Unmanaged.passRetained(self).toOpaque()
        let bin = gtkui_sizing_bin_new(
            { data, orientation, forSize, minimum, natural in
                guard let data, let minimum, let natural else { return 0 }
                let address = UInt(bitPattern: data)
                let answer = MainActor.assumeIsolated { () -> (Int32, Int32)? in
                    guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return nil }
                    let bridge = Unmanaged<SizingBridge>.fromOpaque(data).takeUnretainedValue()
                    return bridge.answer(horizontal: orientation == GTK_ORIENTATION_HORIZONTAL, forSize: forSize)
                }
                guard let (minimumSize, naturalSize) = answer else { return 0 }
                minimum.pointee = minimumSize
                natural.pointee = naturalSize
                return 1
            }, data,
            { data in
                guard let data else { return }
                Unmanaged<SizingBridge>.fromOpaque(data).release()
            })!
        gtk_container_add(bin.cast(), child)
        gtk_widget_show(bin)
        return bin
    }

    private func answer(horizontal: Bool, forSize: Int32) -> (Int32, Int32)? {
        let other: CGFloat? = forSize < 0 ? nil : CGFloat(forSize)
        let smallest =
            horizontal ? ProposedViewSize(width: 0, height: other) : ProposedViewSize(width: other, height: 0)
        let free =
            horizontal ? ProposedViewSize(width: nil, height: other) : ProposedViewSize(width: other, height: nil)
        guard let natural = measure(free) else { return nil }
        let naturalSize = horizontal ? natural.width : natural.height
        let minimumSize = measure(smallest).map { horizontal ? $0.width : $0.height } ?? naturalSize
        let naturalPixels = Int32(clamping: Int(naturalSize.rounded(.up)))
        return (min(Int32(clamping: Int(minimumSize.rounded(.up))), naturalPixels), naturalPixels)
    }
}
