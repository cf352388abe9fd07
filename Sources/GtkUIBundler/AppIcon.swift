import Foundation

/// The app's icon: the file the identity file names (an SVG, or a square PNG in one of hicolor's
/// sizes), or one made from the app's initial.
struct AppIcon: Equatable {
    /// The bytes to install.
    let data: Data
    /// Where in the hicolor theme it goes: `scalable` or `48x48` and so on.
    let sizeFolder: String
    /// `svg` or `png`.
    let fileExtension: String

    static let hicolorSizes = [16, 22, 24, 32, 48, 64, 96, 128, 256, 512]

    /// The path below a `share` folder: `icons/hicolor/<size>/apps/<id>.<ext>`.
    func relativePath(applicationID: String) -> String {
        "icons/hicolor/\(sizeFolder)/apps/\(applicationID).\(fileExtension)"
    }

    /// The named icon, or the default with one note when none is named. A named file that is
    /// missing is a warning and the default; one of the wrong kind or size is an error.
    static func load(for identity: BundleIdentity, packageDirectory: URL, reporter: Reporter) throws(BundleError)
        -> AppIcon
    {
        guard let name = identity.iconFile else {
            reporter.note(
                "no \"icon\" in \(IdentityFile.fileName): made one from the initial \"\(initial(of: identity.displayName))\""
            )
            return made(for: identity)
        }
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : packageDirectory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            reporter.warn("icon \(name) does not exist: made one from the app's initial instead")
            return made(for: identity)
        }
        switch url.pathExtension.lowercased() {
        case "svg":
            return AppIcon(data: data, sizeFolder: "scalable", fileExtension: "svg")
        case "png":
            guard let (width, height) = pngSize(data), width == height, hicolorSizes.contains(width) else {
                let sizes = hicolorSizes.map(String.init).joined(separator: ", ")
                throw BundleError(
                    "icon \(name) must be a square PNG of \(sizes) pixels, or an SVG, such as data/\(identity.applicationID).svg"
                )
            }
            return AppIcon(data: data, sizeFolder: "\(width)x\(height)", fileExtension: "png")
        default:
            throw BundleError("icon \(name) must be an .svg or a .png file, such as data/\(identity.applicationID).svg")
        }
    }

    /// A rounded square in a colour picked from the id, with the name's first letter on it.
    static func made(for identity: BundleIdentity) -> AppIcon {
        // GNOME palette colours, dark enough for white text.
        let colours = ["#1c71d8", "#26a269", "#c64600", "#c01c28", "#813d9c", "#865e3c", "#2a7e8c"]
        let index = identity.applicationID.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        let colour = colours[index % colours.count]
        let letter = Metainfo.escaped(initial(of: identity.displayName))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
              <rect x="8" y="8" width="112" height="112" rx="24" fill="\(colour)"/>
              <text x="64" y="86" font-family="sans-serif" font-size="64" font-weight="bold" fill="#ffffff" \
            text-anchor="middle">\(letter)</text>
            </svg>

            """
        return AppIcon(data: Data(svg.utf8), sizeFolder: "scalable", fileExtension: "svg")
    }

    /// The name's first letter or digit, upper-cased; "A" when it has none.
    static func initial(of name: String) -> String {
        name.first(where: { $0.isLetter || $0.isNumber }).map { String($0).uppercased() } ?? "A"
    }

    /// Width and height from a PNG's header, or nil when the data is not a PNG.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }
}
