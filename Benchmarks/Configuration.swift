import Foundation

/// What the benchmark was asked to do, from its arguments and environment.
enum BenchmarkMode {
    /// Run every case and print the table.
    case suite(BenchmarkConfiguration)
    /// Child process of the peak-memory case: mount one list and print the peak RSS.
    case peakMemoryChild(PeakMemory.Kind, rows: Int)
    /// Child process of the long list's peak memory: run its workload on one list (by key).
    case longListMemoryChild(key: String, rows: Int)
    /// Print the usage and exit.
    case help
}

/// List sizes and repetition counts.
///
/// `BENCH_SCALE` (environment) or `--scale X` (argument) multiplies the list sizes, for a quick
/// run: `--scale 0.1` measures 100 and 1,000 rows instead of 1,000 and 10,000.
struct BenchmarkConfiguration {
    /// Multiplies the nominal list sizes.
    var scale = 1.0
    /// Repetitions of the small mount, of which the median is reported.
    var smallMountRepetitions = 5
    /// Repetitions of the large mount (GTK 3 takes long to lay out a very long box).
    var largeMountRepetitions = 3
    /// Repetitions of the row-local change.
    var rowChangeRepetitions = 7
    /// Repetitions of each keyed change (insert, move, remove).
    var keyedRepetitions = 7
    /// The parts to run (all by default; `--only` picks some, for profiling one of them).
    var parts = Set(Part.allCases)

    /// A group of table rows that can be run on its own.
    enum Part: String, CaseIterable {
        /// Mounting the list (every repetition).
        case mount
        /// The row-local `@State` change.
        case row
        /// The keyed insert, move and remove.
        case keyed
        /// The peak-memory child processes.
        case memory
        /// Mounting a form of mixed controls (``catalogCount``).
        case catalog
        /// Issue 9's workload: label changes, inserts and removes through the model.
        case model
        /// The long list: tree view, widget box and GtkUI's lazy lists (``LongListSuite``).
        case longlist
    }

    /// Controls in the catalog form.
    var catalogCount = 200
    /// Repetitions of the catalog mount.
    var catalogRepetitions = 21

    /// The small list size (1,000 rows at full scale).
    var smallCount: Int { rows(1000) }
    /// The large list size (10,000 rows at full scale).
    var largeCount: Int { rows(10000) }
    /// The long list's size (100,000 rows at full scale).
    var longListCount: Int { rows(100_000) }

    private func rows(_ nominal: Int) -> Int {
        max(8, Int((Double(nominal) * scale).rounded()))
    }

    static let usage = """
        usage: Benchmarks [--scale X] [--only mount,row,keyed,memory,catalog,model,longlist]
               Benchmarks --rss declarative|baseline --rows N   (child process of the memory case)
               Benchmarks --longlist-rss KEY --rows N           (child process of the long list's memory)

        --scale X, BENCH_SCALE=X   multiply the list sizes (default 1: 1,000 and 10,000 rows)
        --only PARTS               run only these parts of the table (comma-separated)
        """

    /// Reads the mode from the command line and environment; exits with a message when they
    /// make no sense.
    static func mode(arguments: [String], environment: [String: String]) -> BenchmarkMode {
        var configuration = BenchmarkConfiguration()
        if let text = environment["BENCH_SCALE"], !text.isEmpty {
            configuration.scale = parseScale(text)
        }
        var rssKind: PeakMemory.Kind?
        var longListKey: String?
        var rssRows: Int?
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { fail("\(name) needs a value") }
                return next
            }
            switch name {
            case "-h", "--help":
                return .help
            case "--scale":
                configuration.scale = parseScale(value())
            case "--only":
                var parts = Set<Part>()
                for name in value().split(separator: ",") {
                    guard let part = Part(rawValue: String(name)) else { fail("unknown part '\(name)'") }
                    parts.insert(part)
                }
                configuration.parts = parts
            case "--rss":
                let text = value()
                guard let kind = PeakMemory.Kind(rawValue: text) else { fail("unknown --rss kind '\(text)'") }
                rssKind = kind
            case "--longlist-rss":
                longListKey = value()
            case "--rows":
                let text = value()
                guard let rows = Int(text), rows > 0 else { fail("--rows needs a positive number, not '\(text)'") }
                rssRows = rows
            default:
                // A bare number is taken as the scale.
                if Double(argument) != nil {
                    configuration.scale = parseScale(argument)
                } else {
                    fail("unknown argument '\(argument)'")
                }
            }
        }
        if let longListKey {
            return .longListMemoryChild(key: longListKey, rows: rssRows ?? configuration.longListCount)
        }
        if let rssKind {
            return .peakMemoryChild(rssKind, rows: rssRows ?? configuration.largeCount)
        }
        return .suite(configuration)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func parseScale(_ text: String) -> Double {
        guard let scale = Double(text), scale > 0, scale <= 1 else {
            fail("the scale must be a number in (0, 1], not '\(text)'")
        }
        return scale
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Benchmarks: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
