/// What `LocalIndexBuilder` did: rows indexed and rejected (with reasons), sizes, time.
public struct IndexBuildReport: Sendable, CustomStringConvertible {
    /// Rows that went into the index.
    public var rowsIndexed: Int
    /// Rows skipped, counted even past `rejections`' cap.
    public var rowsRejected: Int
    /// The first rejected rows with file, line and reason (at most `LocalIndexBuilder.rejectionCap`).
    public var rejections: [CSVRejection]
    /// Addresses (buildings) in the index: rows grouped by number, street, city, region, ZIP.
    public var addresses: Int
    /// Secondary units stored.
    public var units: Int
    /// Distinct search tokens.
    public var terms: Int
    /// Size of the index file in bytes.
    public var fileBytes: Int
    /// Wall-clock seconds from the first CSV byte to the written file.
    public var seconds: Double

    /// A multi-line summary, rejections listed (first 20) with their lines.
    public var description: String {
        var lines = [
            "rows indexed: \(rowsIndexed)",
            "rows rejected: \(rowsRejected)"
        ]
        lines += CSVRejection.listing(rejections, total: rowsRejected)
        lines.append("addresses: \(addresses) (units: \(units), search tokens: \(terms))")
        lines.append("index size: \(fileBytes) bytes")
        lines.append(String(format: "seconds: %.2f", seconds))
        return lines.joined(separator: "\n")
    }
}
