import Foundation
import GtkUI

/// The lines printed above the table: when, where and with what the figures were measured.
@MainActor
enum MachineDescription {
    /// Date, CPU, core count, kernel, GTK version, display and list sizes, in markdown.
    static func current(configuration: BenchmarkConfiguration) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm zzz"
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? "?"
        let lines = [
            "- Date: \(formatter.string(from: Date()))",
            "- Machine: \(cpuModel()), \(ProcessInfo.processInfo.activeProcessorCount) cores, "
                + "\(ProcessInfo.processInfo.physicalMemory / (1 << 30)) GiB, \(kernel())",
            "- GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version()), "
                + "display \(display), release build",
            "- Rows: \(configuration.smallCount) and \(configuration.largeCount) (scale \(configuration.scale))",
        ]
        return lines.joined(separator: "\n")
    }

    private static func cpuModel() -> String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "unknown CPU" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    private static func kernel() -> String {
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "Linux \(release)"
    }
}
