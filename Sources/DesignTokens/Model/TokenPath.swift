/// Ordering of dot paths for output: segment by segment, numeric segments by value, so that
/// `palette.neutral.50` comes before `palette.neutral.100`.
enum TokenPath {
    /// A byte string whose plain lexicographic order is the wanted order: separators become
    /// 0x01 (so `a.b` sorts before `a-b`, a shorter segment first) and numeric segments are
    /// prefixed with their length (so 50 < 100). One allocation per path; sorting compares bytes.
    static func sortKey(_ path: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(path.utf8.count + 8)
        for segment in path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            if !key.isEmpty { key.append(0x01) }
            if !segment.isEmpty, segment.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
                let digits = segment.drop { $0 == 48 }
                // 0x02 marks a number; it sorts before any name byte, and the length decides next.
                key.append(0x02)
                key.append(UInt8(min(digits.count, 0xFF) + 0x10))
                key.append(contentsOf: digits)
                key.append(UInt8(min(segment.count, 0xFF) + 0x10))
            } else {
                key.append(contentsOf: segment)
            }
        }
        return key
    }

    /// Whether `lhs` sorts before `rhs`.
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        sortKey(lhs).lexicographicallyPrecedes(sortKey(rhs))
    }

    /// `paths` in output order.
    static func sorted<S: Sequence>(_ paths: S) -> [String] where S.Element == String {
        paths.map { ($0, sortKey($0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }
}
