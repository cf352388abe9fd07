import Foundation

/// The command line: `gtkui-preview [--target NAME] [--timeout SECONDS] [PACKAGE_DIR]`.
struct PreviewOptions {
    var packageDirectory = FileManager.default.currentDirectoryPath
    var target: String?
    /// How long a preview may take to appear before it is cut off.
    var timeout = 5.0

    static let usage = "usage: gtkui-preview [--target NAME] [--timeout SECONDS] [PACKAGE_DIR]"

    /// The options, or a message saying what is wrong with the arguments.
    static func parse(_ arguments: [String]) -> Result<PreviewOptions, PreviewFailure> {
        var options = PreviewOptions()
        var remaining = arguments[...]
        var directory: String?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--target":
                guard let name = remaining.popFirst() else { return .failure(PreviewFailure("--target needs a name")) }
                options.target = name
            case "--timeout":
                guard let value = remaining.popFirst().flatMap(Double.init), value > 0 else {
                    return .failure(PreviewFailure("--timeout needs a number of seconds"))
                }
                options.timeout = value
            case "-h", "--help":
                return .failure(PreviewFailure(usage))
            default:
                guard directory == nil, !argument.hasPrefix("-") else {
                    return .failure(PreviewFailure("unexpected argument \(argument)\n\(usage)"))
                }
                directory = argument
            }
        }
        if let directory {
            options.packageDirectory = URL(fileURLWithPath: directory).standardizedFileURL.path
        }
        return .success(options)
    }
}

/// A message for the person running the tool.
struct PreviewFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
