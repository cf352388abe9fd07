import Foundation

/// Everything a bundle says about its app: the identity from the code, the rest from
/// gtkui-bundle.json, and a default, with one warning, for each missing field that people see.
struct BundleIdentity: Equatable {
    var product: String
    var applicationID: String
    var displayName: String
    var version: String
    /// The Debian package's name, which is also the command's name.
    var packageName: String
    var summary: String
    var description: String
    /// An SPDX licence expression, such as `MIT` or `GPL-3.0-or-later`.
    var license: String
    var homepage: String
    /// `Name <address>`, as Debian wants it.
    var maintainer: String
    var categories: [String]
    var keywords: [String]
    /// The icon file as the identity file names it, relative to the package's folder; nil to
    /// make one from the app's initial.
    var iconFile: String?

    /// Puts the code's identity first and the file's fields after it; checks the id, version
    /// and package name; warns once for each missing licence, summary, description, homepage
    /// and maintainer.
    static func resolve(
        product: String, code: CodeIdentity?, file: IdentityFile, environment: [String: String], reporter: Reporter
    ) throws(BundleError) -> BundleIdentity {
        func fromCode(_ field: String, _ value: String?) -> String? {
            if let value, let written = file[field], written != value {
                reporter.warn(
                    "\(IdentityFile.fileName): \"\(field)\" \"\(written)\" is ignored: the code says \"\(value)\"")
            }
            return value ?? file[field]
        }
        let id = fromCode("applicationID", code?.applicationID) ?? "org.gtkui.\(product.filter(\.isLetter))"
        try IdentityRules.checkApplicationID(id)
        let name = fromCode("name", code?.displayName) ?? product
        let version: String
        if let given = fromCode("version", code?.version) {
            version = given
        } else {
            version = "0.1.0"
            reporter.warn(
                "no version: using \"0.1.0\"; set `static var version: String? { \"1.0\" }` in your App")
        }
        try IdentityRules.checkVersion(version)
        let packageName = file["package"] ?? IdentityRules.packageName(forProduct: product)
        try IdentityRules.checkPackageName(packageName)

        let domain = IdentityRules.domain(of: id)
        func orDefault(_ field: String, _ fallback: String, _ hint: String) -> String {
            if let value = file[field], !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return value }
            reporter.warn("no \"\(field)\" in \(IdentityFile.fileName): using \"\(fallback)\"; \(hint)")
            return fallback
        }
        let summary = orDefault("summary", "Application made with GtkUI", "say in a few words what the app does")
        let description = orDefault(
            "description", "\(name) is an app made with GtkUI.", "write a paragraph or two for app stores")
        let license = orDefault(
            "license", "LicenseRef-proprietary", "give an SPDX licence such as \"MIT\" or \"GPL-3.0-or-later\"")
        let homepage = orDefault("homepage", "https://\(domain)", "give the app's web page")
        let maintainer: String
        if let written = file["maintainer"] {
            maintainer = written
        } else if let fullName = environment["DEBFULLNAME"], let email = environment["DEBEMAIL"] {
            // Debian's own tools read these two; a packager who set them has answered already.
            maintainer = "\(fullName) <\(email)>"
        } else {
            maintainer = orDefault(
                "maintainer", "\(name) developers <noreply@\(domain)>", "give \"Name <address>\" for Debian")
        }
        return BundleIdentity(
            product: product, applicationID: id, displayName: name, version: version, packageName: packageName,
            summary: summary, description: description, license: license, homepage: homepage, maintainer: maintainer,
            categories: file.lists["categories"] ?? ["Utility"], keywords: file.lists["keywords"] ?? [],
            iconFile: file["icon"])
    }

    /// The description's paragraphs: blank lines separate them, line breaks inside one do not.
    var paragraphs: [String] {
        description.components(separatedBy: "\n\n").map { paragraph in
            paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
        }.filter { !$0.isEmpty }
    }
}
