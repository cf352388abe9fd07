import Foundation

/// What `gtkui-bundle` does with its arguments; its exit status.
public enum CommandLineTool {
    /// Runs the tool: 0 with `bundle: PATH` as the last line, 1 with one `error:` line.
    public static func main(arguments: [String]) -> Int32 {
        let reporter = Reporter(echoes: true)
        do {
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            guard let options = try CommandLineOptions(arguments: arguments, currentDirectory: current) else {
                FileHandle.standardOutput.write(Data((CommandLineOptions.usage + "\n").utf8))
                return 0
            }
            let environment = ProcessInfo.processInfo.environment
            let bundle = try Bundler(options: options, reporter: reporter, environment: environment).run()
            FileHandle.standardOutput.write(Data("bundle: \(bundle.path)\n".utf8))
            return 0
        } catch {
            FileHandle.standardError.write(Data("gtkui-bundle: error: \(error.message)\n".utf8))
            return 1
        }
    }
}
