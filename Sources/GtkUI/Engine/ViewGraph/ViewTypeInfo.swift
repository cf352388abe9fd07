import Foundation

/// What the engine learns once per view type: where its dynamic properties sit in memory, so it
/// can link them and compare view values without reflection on every update.
@MainActor
final class ViewTypeInfo {
    /// Byte offsets of the dynamic-property boxes within a view value.
    let boxOffsets: [Int]
    private let sortedBoxOffsets: [Int]
    /// Whether some dynamic property reads the environment.
    let readsEnvironment: Bool
    /// Whether the view type is Equatable, so inputs are compared with `==`; found once, because
    /// asking on every comparison costs more than the comparison.
    let isEquatable: Bool
    /// The type's `==` on two values in memory, when it is Equatable: made once, so comparing
    /// needs no dynamic cast (a conformance lookup) per update.
    private let equality: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    /// False when a dynamic property could not be located (nested inside another value); such
    /// views are linked through reflection every time and always count as changed.
    let isLocatable: Bool

    private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

    private init(
        boxOffsets: [Int], readsEnvironment: Bool, isLocatable: Bool,
        equality: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    ) {
        self.boxOffsets = boxOffsets
        self.equality = equality
        isEquatable = equality != nil
        sortedBoxOffsets = boxOffsets.sorted()
        self.readsEnvironment = readsEnvironment
        self.isLocatable = isLocatable
    }

    /// The info for `V`, computed from `sample` the first time the type is seen.
    static func of<V>(_ sample: V) -> ViewTypeInfo {
        let key = ObjectIdentifier(V.self)
        if let info = cache[key] { return info }
        let info = compute(sample)
        cache[key] = info
        return info
    }

    private static func compute<V>(_ sample: V) -> ViewTypeInfo {
        let boxes = reflectedBoxes(of: sample)
        let equality = (sample as? any Equatable).flatMap { equalityOfValues(like: $0, as: V.self) }
        guard !boxes.isEmpty else {
            return ViewTypeInfo(boxOffsets: [], readsEnvironment: false, isLocatable: true, equality: equality)
        }
        let readsEnvironment = boxes.contains { $0.readsEnvironment }
        // Each box is a unique heap address, so the word holding it marks its property.
        var offsets: [Int] = []
        withUnsafeBytes(of: sample) { bytes in
            let wordSize = MemoryLayout<UnsafeRawPointer>.size
            for box in boxes {
                let address = UInt(bitPattern: Unmanaged.passUnretained(box as AnyObject).toOpaque())
                var offset = 0
                while offset + wordSize <= bytes.count {
                    if bytes.loadUnaligned(fromByteOffset: offset, as: UInt.self) == address {
                        offsets.append(offset)
                        break
                    }
                    offset += wordSize
                }
            }
        }
        return ViewTypeInfo(
            boxOffsets: offsets, readsEnvironment: readsEnvironment, isLocatable: offsets.count == boxes.count,
            equality: equality)
    }

    /// `==` of `E` on two values in memory, when `E` (opened from the sample) is the view's
    /// static type `V` itself.
    private static func equalityOfValues<E: Equatable, V>(
        like sample: E, as type: V.Type
    ) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        guard E.self == V.self else { return nil }
        return { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
    }

    /// The dynamic-property boxes of a view value, in declaration order, found by reflection.
    static func reflectedBoxes<V>(of view: V) -> [any LinkedPropertyBox] {
        Mirror(reflecting: view).children.compactMap { ($0.value as? any LinkedProperty)?.linkedBox }
    }

    /// The dynamic-property boxes of a view value, in declaration order.
    func boxes<V>(of view: V) -> [any LinkedPropertyBox] {
        guard isLocatable else { return Self.reflectedBoxes(of: view) }
        guard !boxOffsets.isEmpty else { return [] }
        return withUnsafeBytes(of: view) { bytes in
            boxOffsets.compactMap { offset in
                let raw = bytes.loadUnaligned(fromByteOffset: offset, as: UnsafeRawPointer.self)
                return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? any LinkedPropertyBox
            }
        }
    }

    /// Whether two values of a view type have the same inputs.
    ///
    /// Equatable views use `==`. Others are compared byte for byte, skipping their dynamic-property
    /// boxes (fresh on every value, linked to the same storage). The comparison is conservative:
    /// equal bytes mean equal inputs; a closure or a rebuilt string counts as a change.
    /// The values are `inout` only so their bytes are read in place, without copies.
    func inputsEqual<V>(_ lhs: inout V, _ rhs: inout V) -> Bool {
        if let equality {
            return withUnsafePointer(to: &lhs) { left in
                withUnsafePointer(to: &rhs) { right in equality(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
            }
        }
        guard isLocatable else { return false }
        return withUnsafeBytes(of: &lhs) { left in
            withUnsafeBytes(of: &rhs) { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                var start = 0
                for offset in sortedBoxOffsets {
                    if memcmp(left + start, right + start, offset - start) != 0 { return false }
                    start = offset + MemoryLayout<UnsafeRawPointer>.size
                }
                return memcmp(left + start, right + start, MemoryLayout<V>.size - start) == 0
            }
        }
    }

    /// `value` as a `Target` when `T` is `Target`, without a dynamic cast or boxing.
    static func same<T, Target>(_ value: T, as target: Target.Type) -> Target? {
        guard T.self == Target.self else { return nil }
        return withUnsafePointer(to: value) { $0.withMemoryRebound(to: Target.self, capacity: 1) { $0.pointee } }
    }

}
