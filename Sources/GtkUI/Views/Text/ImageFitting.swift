/// Where a resized picture is drawn inside the space GTK gave it.
struct ImageFitting: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// The rectangle for a picture of `pictureWidth`×`pictureHeight` drawn in `bounds`: stretched
    /// without a content mode, else keeping `ratio` (or the picture's own), centred.
    init(
        pictureWidth: Double, pictureHeight: Double, ratio: Double?, mode: ContentMode?,
        boundsWidth: Double, boundsHeight: Double
    ) {
        guard let mode, pictureWidth > 0, pictureHeight > 0, boundsWidth > 0, boundsHeight > 0 else {
            self.init(x: 0, y: 0, width: boundsWidth, height: boundsHeight)
            return
        }
        let ratio = ratio ?? pictureWidth / pictureHeight
        let boundsAreWider = boundsWidth / boundsHeight > ratio
        // Fit matches the tighter side, fill the looser one.
        let matchHeight = boundsAreWider == (mode == .fit)
        let width = matchHeight ? boundsHeight * ratio : boundsWidth
        let height = matchHeight ? boundsHeight : boundsWidth / ratio
        self.init(x: (boundsWidth - width) / 2, y: (boundsHeight - height) / 2, width: width, height: height)
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
