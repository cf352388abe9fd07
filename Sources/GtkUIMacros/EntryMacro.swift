import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property in an extension of `EnvironmentValues`, `FocusedValues`, `Transaction` or
/// `ContainerValues` gets a private key type and the accessors that read and write through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// What a property of each extended type needs.
    private struct Family {
        let keyProtocol: String
        /// Focused values are optional: the key's value is the wrapped type, with no default.
        let isOptionalValued: Bool
    }

    private static let families: [String: Family] = [
        "EnvironmentValues": Family(keyProtocol: "GtkUI.EnvironmentKey", isOptionalValued: false),
        "ContainerValues": Family(keyProtocol: "GtkUI.ContainerValueKey", isOptionalValued: false),
        "Transaction": Family(keyProtocol: "GtkUI.TransactionKey", isOptionalValued: false),
        "FocusedValues": Family(keyProtocol: "GtkUI.FocusedValueKey", isOptionalValued: true),
    ]

    /// The property's parts, or a diagnostic saying what is missing.
    private struct Entry {
        let name: String
        let type: TypeSyntax
        let initializer: ExprSyntax?
        let family: Family
        var keyName: String { "__Key_\(name)" }
    }

    private static func entry(
        _ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> Entry {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else {
            throw MacroExpansionErrorMessage("@Entry applies to one stored property: @Entry var name: Type = value")
        }
        guard binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage("@Entry makes the property's accessors; remove the ones written here")
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            throw MacroExpansionErrorMessage(
                "@Entry needs the property's type written out: @Entry var \(name): Type = value")
        }
        let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        let typeName = extended.map { $0.hasPrefix("GtkUI.") ? String($0.dropFirst(6)) : $0 }
        guard let typeName, let family = families[typeName] else {
            throw MacroExpansionErrorMessage(
                "@Entry applies to a property in an extension of EnvironmentValues, FocusedValues, Transaction or ContainerValues"
            )
        }
        let initializer = binding.initializer?.value.trimmed
        if family.isOptionalValued {
            guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
                throw MacroExpansionErrorMessage("A focused value is optional: @Entry var \(name): \(type)?")
            }
        } else if initializer == nil && !type.is(OptionalTypeSyntax.self) {
            throw MacroExpansionErrorMessage("@Entry needs a default value: @Entry var \(name): \(type) = value")
        }
        return Entry(name: name, type: type, initializer: initializer, family: family)
    }

    /// The getter and setter, through the key.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // The peer expansion reports a malformed property; this one adds nothing to it.
        guard let entry = try? entry(declaration, in: context) else { return [] }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    /// The private key type, beside the property.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try entry(declaration, in: context)
        let requirement: String
        if entry.family.isOptionalValued {
            let wrapped =
                entry.type.as(OptionalTypeSyntax.self)?.wrappedType
                ?? entry.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? entry.type
            requirement = "typealias Value = \(wrapped.trimmedDescription)"
        } else {
            let value = entry.initializer?.description ?? "nil"
            requirement = "static var defaultValue: \(entry.type.description) { \(value) }"
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.family.keyProtocol) {
            \(raw: requirement)
            }
            """
        ]
    }
}
