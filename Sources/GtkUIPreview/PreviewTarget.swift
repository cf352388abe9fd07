import Foundation

/// The target whose previews are shown, as `swift package describe` reports it.
struct PreviewTarget {
    let packageDirectory: String
    let name: String
    /// The target's module name, which its previews' `#fileID`s start with.
    let moduleName: String
    /// The folder of its sources.
    let sourceDirectory: String
    /// The executable product that runs it.
    let product: String

    /// The named target of the package, or its first executable target that is not a test.
    static func resolve(packageDirectory: String, named requested: String?) -> Result<PreviewTarget, PreviewFailure> {
        let run = CommandRun.capture(["swift", "package", "describe", "--type", "json"], in: packageDirectory)
        guard run.status == 0, let json = run.output.firstIndex(of: "{").map({ run.output[$0...] }),
            let description = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let targets = description["targets"] as? [[String: Any]]
        else {
            let why = run.errors.split(separator: "\n").first.map(String.init) ?? "no package description"
            return .failure(PreviewFailure("\(packageDirectory) is not a Swift package that builds: \(why)"))
        }
        let products = description["products"] as? [[String: Any]] ?? []
        let candidates = targets.filter { ($0["type"] as? String) != "test" }
        let chosen: [String: Any]?
        if let requested {
            chosen = candidates.first { $0["name"] as? String == requested }
        } else {
            chosen = candidates.first { ($0["type"] as? String) == "executable" } ?? candidates.first
        }
        guard let chosen, let name = chosen["name"] as? String, let path = chosen["path"] as? String else {
            let names = candidates.compactMap { $0["name"] as? String }.joined(separator: ", ")
            return .failure(PreviewFailure("no target \(requested ?? "to preview") in the package (targets: \(names))"))
        }
        guard chosen["type"] as? String == "executable" else {
            return .failure(
                PreviewFailure(
                    "\(name) is a library target: gtkui-preview runs an executable target with an @main App; "
                        + "preview the app target that uses \(name)"))
        }
        // An executable target's product usually has its name; else the product that holds it.
        let product =
            products.first { ($0["targets"] as? [String])?.contains(name) == true && $0["name"] as? String == name }
            ?? products.first { ($0["targets"] as? [String])?.contains(name) == true }
        return .success(
            PreviewTarget(
                packageDirectory: packageDirectory, name: name,
                moduleName: chosen["c99name"] as? String ?? name,
                sourceDirectory: URL(fileURLWithPath: packageDirectory).appendingPathComponent(path).path,
                product: product?["name"] as? String ?? name))
    }

    /// The Swift files of the target, with their modification times.
    func sourceFiles() -> [String: Date] {
        var files: [String: Date] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: sourceDirectory) else { return files }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = sourceDirectory + "/" + relative
            files[path] = (try? manager.attributesOfItem(atPath: path)[.modificationDate]) as? Date ?? .distantPast
        }
        return files
    }

    /// The folders under the target's sources, its own included, for watching.
    func sourceFolders() -> [String] {
        var folders = [sourceDirectory]
        let manager = FileManager.default
        if let walker = manager.enumerator(atPath: sourceDirectory) {
            while let relative = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = sourceDirectory + "/" + relative
                if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { folders.append(path) }
            }
        }
        return folders
    }

    /// Where `PreviewProvider` type `name` is declared, since the binary does not record it.
    func declaration(of name: String) -> (file: String, line: Int)? {
        for file in sourceFiles().keys.sorted() {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let separators = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_")).inverted
            for (index, line) in text.components(separatedBy: "\n").enumerated() where line.contains(name) {
                let words = line.components(separatedBy: separators).filter { !$0.isEmpty }
                for position in words.indices.dropLast()
                where ["struct", "enum", "class"].contains(words[position]) && words[position + 1] == name {
                    return (file, index + 1)
                }
            }
        }
        return nil
    }

    /// `path` relative to the package, for messages.
    func relative(_ path: String) -> String {
        path.hasPrefix(packageDirectory + "/") ? String(path.dropFirst(packageDirectory.count + 1)) : path
    }
}
