/// The colour space a drawing group renders in, as SwiftUI's; accepted by
/// ``View/drawingGroup(opaque:colorMode:)``. GtkUI renders every group in 8-bit sRGB.
public enum ColorRenderingMode: Sendable, Equatable, Hashable {
    /// sRGB, 8 bits a channel.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear extended-range sRGB.
    case extendedLinear
}
