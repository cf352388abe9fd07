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
    /// The package that builds `product`: the user's own, or for a library target the host
    /// package that `gtkui-preview` writes (``PreviewHostPackage``).
    var buildDirectory: String

    init(
        packageDirectory: String, name: String, moduleName: String, sourceDirectory: String, product: String,
        buildDirectory: String? = nil
    ) {
        self.packageDirectory = packageDirectory
        self.name = name
        self.moduleName = moduleName
        self.sourceDirectory = sourceDirectory
        self.product = product
        self.buildDirectory = buildDirectory ?? packageDirectory
    }

    /// The named target of the package, or its first executable target, or its first library target.
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
        let moduleName = chosen["c99name"] as? String ?? name
        let sourceDirectory = URL(fileURLWithPath: packageDirectory).appendingPathComponent(path).path
        let holders = products.filter { ($0["targets"] as? [String])?.contains(name) == true }
        guard chosen["type"] as? String == "executable" else {
            return hostForLibrary(
                packageDirectory: packageDirectory, name: name, moduleName: moduleName,
                sourceDirectory: sourceDirectory, products: holders)
        }
        // An executable target's product usually has its name; else the product that holds it.
        let product = holders.first { $0["name"] as? String == name } ?? holders.first
        return .success(
            PreviewTarget(
                packageDirectory: packageDirectory, name: name, moduleName: moduleName,
                sourceDirectory: sourceDirectory, product: product?["name"] as? String ?? name))
    }

    /// A library target is shown through a host package that depends on one of its library
    /// products and on the same GtkUI.
    private static func hostForLibrary(
        packageDirectory: String, name: String, moduleName: String, sourceDirectory: String,
        products: [[String: Any]]
    ) -> Result<PreviewTarget, PreviewFailure> {
        guard
            let library = products.first(where: { ($0["type"] as? [String: Any])?["library"] != nil })?["name"]
                as? String
        else {
            return .failure(
                PreviewFailure(
                    "\(name) is a library target in no library product: add `.library(name: \"\(name)\", "
                        + "targets: [\"\(name)\"])` to the package's products, or preview an app target that uses it"))
        }
        let run = CommandRun.capture(
            ["swift", "package", "show-dependencies", "--format", "json"], in: packageDirectory)
        let gtkUI: PreviewHostPackage.GtkUIDependency
        switch PreviewHostPackage.GtkUIDependency.find(inDependencyJSON: run.output) {
        case .success(let found): gtkUI = found
        case .failure(let failure): return .failure(failure)
        }
        let host = PreviewHostPackage(
            packageDirectory: packageDirectory,
            packageIdentity: URL(fileURLWithPath: packageDirectory).lastPathComponent.lowercased(),
            libraryProduct: library, libraryModule: moduleName, gtkUI: gtkUI)
        do {
            try host.write()
        } catch {
            return .failure(PreviewFailure("cannot write the preview host package in \(host.directory): \(error)"))
        }
        return .success(
            PreviewTarget(
                packageDirectory: packageDirectory, name: name, moduleName: moduleName,
                sourceDirectory: sourceDirectory, product: PreviewHostPackage.productName,
                buildDirectory: host.directory))
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
