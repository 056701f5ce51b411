extension CSVRejection {
    /// How many rejections a listing shows; a person fixes the first ones and runs it again.
    static let listingLimit = 20

    /// The first rejections as indented `path:line: reason` lines, then how many more there
    /// were of `total`: for the index build report and for a build that found nothing valid.
    static func listing(_ rejections: [CSVRejection], total: Int) -> [String] {
        var lines = rejections.prefix(listingLimit).map { "  \($0)" }
        let shown = min(rejections.count, listingLimit)
        if total > shown { lines.append("  ... and \(total - shown) more") }
        return lines
    }
}
