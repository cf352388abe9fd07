import Foundation
import XCTest

@testable import GtkUIBundler

/// Reading the build's and ldd's output, and the command line.
final class BuildAndLinkTests: XCTestCase {
    func testTheFirstCompilerErrorIsPicked() {
        let output = """
            Building for production...
            /p/Sources/Notes/A.swift:3:9: warning: never used
            /p/Sources/Notes/B.swift:7:5: error: cannot find 'foo' in scope
              foo()
            /p/Sources/Notes/C.swift:1:1: error: second
            error: fatalError
            """
        XCTAssertEqual(
            ReleaseBuild.firstError(in: output), "/p/Sources/Notes/B.swift:7:5: error: cannot find 'foo' in scope")
        XCTAssertEqual(ReleaseBuild.firstError(in: "error: no such product 'X'\n"), "error: no such product 'X'")
        XCTAssertNil(ReleaseBuild.firstError(in: "Compiling\nBuild complete!"))
    }

    func testTheSwiftRuntimeAndThePackagesLibrariesAreCarriedAndDebiansAreNot() {
        let libraries = LinkedLibraries(
            lddOutput: """
                \tlinux-vdso.so.1 (0x00007ffd)
                \tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x00007f01)
                \tlibFoundation.so => /opt/swift/usr/lib/swift/linux/libFoundation.so (0x00007f02)
                \tlibNotesKit.so => /p/.build/release/libNotesKit.so (0x00007f03)
                \tlibgtk-3.so.0 => /lib/x86_64-linux-gnu/libgtk-3.so.0 (0x00007f04)
                \t/lib64/ld-linux-x86-64.so.2 (0x00007f05)
                """)
        XCTAssertEqual(libraries.swiftRuntimeFolder, "/opt/swift/usr/lib/swift/linux")
        XCTAssertEqual(
            libraries.toCarry(buildFolder: "/p/.build/release"),
            [
                "/opt/swift/usr/lib/swift/linux/libswiftCore.so", "/opt/swift/usr/lib/swift/linux/libFoundation.so",
                "/p/.build/release/libNotesKit.so",
            ])
        XCTAssertEqual(libraries.missing, [])
        XCTAssertEqual(
            LinkedLibraries(lddOutput: "\tlibwebkit2gtk-4.1.so.0 => not found\n").missing, ["libwebkit2gtk-4.1.so.0"])
    }

    func testTheCommandLine() throws {
        let here = URL(fileURLWithPath: "/home/ada/notes")
        let options = try XCTUnwrap(
            CommandLineOptions(
                arguments: ["deb", "--product", "Notes", "--output", "dist", "pkg"], currentDirectory: here))
        XCTAssertEqual(options.format, .deb)
        XCTAssertEqual(options.product, "Notes")
        XCTAssertEqual(options.packageDirectory.path, "/home/ada/notes/pkg")
        XCTAssertEqual(options.outputFolder?.path, "/home/ada/notes/dist")
        let plain = try XCTUnwrap(CommandLineOptions(arguments: ["dir"], currentDirectory: here))
        XCTAssertEqual(plain.packageDirectory.path, "/home/ada/notes")
        XCTAssertNil(plain.product)
        XCTAssertNil(try CommandLineOptions(arguments: ["--help"], currentDirectory: here))
        XCTAssertThrowsError(try CommandLineOptions(arguments: [], currentDirectory: here))
        XCTAssertThrowsError(try CommandLineOptions(arguments: ["rpm"], currentDirectory: here)) {
            XCTAssertTrue(($0 as? BundleError)?.message.hasPrefix("unknown bundle \"rpm\": use deb or dir") == true)
        }
        XCTAssertThrowsError(try CommandLineOptions(arguments: ["deb", "--product"], currentDirectory: here))
    }

    /// The tool in a folder with no package: one message and no build.
    func testAFolderWithoutAPackageIsOneClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundler-nolib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reporter = Reporter(echoes: false)
        let options = try XCTUnwrap(CommandLineOptions(arguments: ["deb"], currentDirectory: folder))
        XCTAssertThrowsError(try Bundler(options: options, reporter: reporter, environment: [:]).run()) {
            XCTAssertEqual(
                ($0 as? BundleError)?.message,
                "\(folder.standardizedFileURL.path) has no Package.swift: run gtkui-bundle in your package's folder")
        }
    }
}
