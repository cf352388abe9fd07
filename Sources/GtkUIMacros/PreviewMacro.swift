import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: turns a preview's body into a type that registers it, so that the preview window
/// and `assertPreviewSnapshots()` find it at run time with no list kept by hand.
///
/// The expansion is a uniquely named enum conforming to `GtkUI._PreviewRegistration`; GtkUI finds
/// it among the binary's protocol conformance records. Variables marked `@Previewable` become the
/// stored properties of a small view, so that `@State` in a preview body works as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
    /// The registration type of one `#Preview`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax? = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where inTraits:
                traits.append(argument.expression)
            case nil:
                name = argument.expression
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                inTraits = false
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw MacroExpansionErrorMessage("#Preview takes a name, traits and a body")
            }
        }
        guard let body else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { ContentView() }")
        }

        let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileIDExpr: ExprSyntax = fileID?.file ?? "#fileID"
        let filePathExpr: ExprSyntax = filePath?.file ?? "#filePath"
        let lineExpr: ExprSyntax = fileID?.line ?? "#line"

        // `@Previewable` declarations become stored properties of a view; the other statements
        // its body.
        var previewables: [VariableDeclSyntax] = []
        var statements: [CodeBlockItemSyntax] = []
        for item in body.statements {
            if let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: isPreviewable)
            {
                previewables.append(variable.with(\.attributes, variable.attributes.filter { !isPreviewable($0) }))
            } else {
                statements.append(item)
            }
        }

        let registration = context.makeUniqueName("Preview")
        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
        let content: String
        let closure: String
        if previewables.isEmpty {
            content = ""
            closure = body.statements.trimmedDescription
        } else {
            let properties = previewables.map { $0.trimmedDescription }.joined(separator: "\n")
            content = """
                struct Content: GtkUI.View {
                \(properties)
                @GtkUI.ViewBuilder var body: some GtkUI.View {
                \(CodeBlockItemListSyntax(statements).trimmedDescription)
                }
                }
                """
            closure = "Content()"
        }
        let declaration: DeclSyntax = """
            enum \(registration): GtkUI._PreviewRegistration {
            \(raw: content)
            @MainActor static var preview: GtkUI.Preview {
            GtkUI.Preview(
            \(name), traits: [\(raw: traitList)], fileID: \(fileIDExpr), filePath: \(filePathExpr), line: \(lineExpr)
            ) {
            \(raw: closure)
            }
            }
            }
            """
        return [declaration]
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "GtkUI.Previewable"
    }
}
