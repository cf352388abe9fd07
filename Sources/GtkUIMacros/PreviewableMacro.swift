import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a variable in a `#Preview` body, which that macro turns into a stored
/// property of the previewed view. On its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    /// Nothing: `#Preview` reads the attribute.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
