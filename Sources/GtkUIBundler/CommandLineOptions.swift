import Foundation

/// `gtkui-bundle deb|dir [--product NAME] [--output FOLDER] [PACKAGE_DIR]`.
struct CommandLineOptions: Equatable {
    var format: BundleFormat
    var product: String?
    var packageDirectory: URL
    /// Where the bundle goes; nil for `<package>/.build/gtkui-bundle`.
    var outputFolder: URL?

    static let usage = """
        usage: gtkui-bundle deb|dir [--product NAME] [--output FOLDER] [PACKAGE_DIR]

          deb   build PRODUCT in release and write a Debian package
          dir   build PRODUCT in release and write a relocatable folder and a .tar.gz of it

          --product NAME   the executable product to ship (needed when the package has several)
          --output FOLDER  where to write the bundle (default: PACKAGE_DIR/.build/gtkui-bundle)
          PACKAGE_DIR      the Swift package (default: the current folder)

        The app's id, name and version come from its App; the rest from PACKAGE_DIR/gtkui-bundle.json.
        """

    /// Reads the arguments after the program's name; nil when they ask for help.
    init?(arguments: [String], currentDirectory: URL) throws(BundleError) {
        var remaining = arguments[...]
        guard let first = remaining.popFirst() else {
            throw BundleError("say which bundle to make, deb or dir\n\(Self.usage)")
        }
        if first == "--help" || first == "-h" || first == "help" { return nil }
        guard let format = BundleFormat(rawValue: first) else {
            throw BundleError("unknown bundle \"\(first)\": use deb or dir\n\(Self.usage)")
        }
        self.format = format
        var package: String?
        var output: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--product", "--output":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
                    throw BundleError(
                        "\(argument) needs a value, such as \(argument) \(argument == "--product" ? "Notes" : "dist")")
                }
                if argument == "--product" { product = value } else { output = value }
            default:
                guard !argument.hasPrefix("-") else { throw BundleError("unknown option \(argument)\n\(Self.usage)") }
                guard package == nil else {
                    throw BundleError("give one package folder, not \(package ?? "") and \(argument)")
                }
                package = argument
            }
        }
        func resolve(_ path: String) -> URL {
            (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
                .standardizedFileURL
        }
        packageDirectory = package.map(resolve) ?? currentDirectory.standardizedFileURL
        outputFolder = output.map(resolve)
    }
}
