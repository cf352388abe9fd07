import Foundation

/// The shapes that an application id, a version and a Debian package name must have, each with
/// an error that names the field and shows an example.
enum IdentityRules {
    /// Reverse-DNS, as the desktop entry, AppStream and GApplication want it: at least three
    /// dot-separated parts of ASCII letters, digits and underscores, none starting with a digit.
    /// Hyphens are refused because AppStream and D-Bus object paths do not take them.
    static func checkApplicationID(_ id: String) throws(BundleError) {
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        let wellFormed =
            id.count <= 255 && parts.count >= 3
            && parts.allSatisfy { part in
                guard let first = part.first, !first.isNumber else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
        guard wellFormed else {
            throw BundleError(
                "applicationID \"\(id)\" is not reverse-DNS: use three or more dot-separated parts of letters, "
                    + "digits and underscores, such as \"org.example.Notes\" (set `static var applicationID` in your App)"
            )
        }
    }

    /// An upstream version that dpkg can order: it starts with a digit and has only letters,
    /// digits, ".", "+" and "~" ("~" sorts before anything, so "1.0~beta1" comes before "1.0").
    /// Hyphens and colons are left out: Debian reads them as a revision and an epoch.
    static func checkVersion(_ version: String) throws(BundleError) {
        let wellFormed =
            version.first?.isASCII == true && version.first?.isNumber == true
            && version.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.~".contains($0)) }
        guard wellFormed else {
            throw BundleError(
                "version \"\(version)\" is not one Debian can order: start with a digit and use only letters, "
                    + "digits, \".\", \"+\" and \"~\", such as \"1.2.0\" or \"1.0~beta1\" (set `static var version` in your App)"
            )
        }
    }

    /// A Debian package name: two or more of lower-case letters, digits, "+", "-" and ".",
    /// starting with a letter or digit. It is also the command's name.
    static func checkPackageName(_ name: String) throws(BundleError) {
        let wellFormed =
            name.count >= 2 && name.first.map { $0.isASCII && ($0.isLowercase || $0.isNumber) } == true
            && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || "+-.".contains($0)) }
        guard wellFormed else {
            throw BundleError(
                "package \"\(name)\" is not a Debian package name: use two or more lower-case letters, digits, "
                    + "\"+\", \"-\" and \".\", starting with a letter or digit, such as \"notes\" or \"my-notes\""
            )
        }
    }

    /// The product's name made into a package name: `MyNotes` becomes `mynotes`, `My_Notes`
    /// becomes `my-notes`.
    static func packageName(forProduct product: String) -> String {
        let mapped = product.lowercased().map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || "+.".contains(character))
                ? character : "-"
        }
        let trimmed = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-+."))
        return trimmed.count >= 2 ? trimmed : "app-\(trimmed.isEmpty ? "bundle" : trimmed)"
    }

    /// The domain an id is under, the id without its last part, reversed: `org.example.Notes`
    /// gives `example.org`. Used for the default homepage and maintainer address.
    static func domain(of id: String) -> String {
        id.split(separator: ".").dropLast().reversed().joined(separator: ".").lowercased()
    }
}
