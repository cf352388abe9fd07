import Foundation

/// Where a process's resident memory is, by kind of mapping, read from `/proc/self/smaps`: the
/// Swift runtime's libraries, Foundation and ICU, the other shared libraries (GTK, GLib, cairo,
/// fonts), this executable, and anonymous memory (the malloc heap and other private pages).
///
/// The memory children print it to stderr with `BENCH_RSS_BREAKDOWN=1`, to say where GtkUI's
/// memory over the hand-written program goes (issue 24 §3).
enum ResidentBreakdown {
    /// Kilobytes resident per kind, in a fixed order.
    static func current() -> [(kind: String, kilobytes: Int)] {
        let order = [
            "Swift runtime", "Foundation and ICU", "other shared libraries", "executable", "anonymous", "other",
        ]
        var totals: [String: Int] = [:]
        guard let text = readWholeFile("/proc/self/smaps") else { return [] }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        var kind = "other"
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                kind = Self.kind(ofPath: fields.count >= 6 ? String(fields[5]) : "", executable: executable)
            } else if first == "Rss:", fields.count >= 2, let kilobytes = Int(fields[1]) {
                totals[kind, default: 0] += kilobytes
            }
        }
        return order.map { ($0, totals[$0] ?? 0) }
    }

    /// One line: each kind with its megabytes.
    static func summary() -> String {
        current().map { "\($0.kind) \(String(format: "%.1f", Double($0.kilobytes) / 1024)) MB" }
            .joined(separator: ", ")
    }

    /// A file read to its end with `read(2)`: files in /proc report a size of 0, and a read
    /// that trusts the size stops after the first block.
    private static func readWholeFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func kind(ofPath path: String, executable: String) -> String {
        if path.isEmpty || path == "[heap]" { return "anonymous" }
        if path == executable { return "executable" }
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix("libswift") || name.hasPrefix("libdispatch") || name.hasPrefix("libBlocksRuntime") {
            return "Swift runtime"
        }
        if name.contains("Foundation") || name.hasPrefix("libicu") || name.contains("ICU") {
            return "Foundation and ICU"
        }
        if name.contains(".so") { return "other shared libraries" }
        return "other"
    }
}
