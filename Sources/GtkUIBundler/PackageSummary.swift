import Foundation

/// What `swift package describe --type json` says about the package: its name and its products.
struct PackageSummary: Equatable {
    /// A product's name and whether it is an executable.
    struct Product: Equatable {
        let name: String
        let isExecutable: Bool
    }

    let name: String
    let products: [Product]

    var executableNames: [String] { products.filter(\.isExecutable).map(\.name) }

    /// Reads the JSON that `swift package describe --type json` prints.
    init(describeJSON: String) throws(BundleError) {
        // SwiftPM may print progress lines ("Fetching …") before the JSON.
        let json = describeJSON.firstIndex(of: "{").map { String(describeJSON[$0...]) } ?? describeJSON
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let name = object["name"] as? String
        else {
            throw BundleError("cannot read the package's description from `swift package describe`")
        }
        self.name = name
        products = (object["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String else { return nil }
            let type = product["type"] as? [String: Any] ?? [:]
            return Product(name: name, isExecutable: type.keys.contains("executable"))
        }
    }

    init(name: String, products: [Product]) {
        self.name = name
        self.products = products
    }

    /// The product to bundle: the one asked for, or the only executable. Otherwise one message
    /// that lists what there is.
    func chooseProduct(_ requested: String?) throws(BundleError) -> String {
        let executables = executableNames
        let list = executables.joined(separator: ", ")
        if let requested {
            guard executables.contains(requested) else {
                throw BundleError(
                    executables.isEmpty
                        ? "package \(name) has no executable product, so there is no \(requested) to bundle"
                        : "package \(name) has no executable product \(requested); its executable products are: \(list)"
                )
            }
            return requested
        }
        switch executables.count {
        case 0:
            let others = products.map(\.name).joined(separator: ", ")
            throw BundleError(
                "package \(name) has no executable product to bundle (its products: \(others.isEmpty ? "none" : others)); "
                    + "add one, such as .executableTarget(name: \"Notes\", dependencies: [\"GtkUI\"])"
            )
        case 1:
            return executables[0]
        default:
            throw BundleError(
                "package \(name) has several executable products: \(list); choose one with --product NAME")
        }
    }
}
