/// Ordering of dot paths for output: segment by segment, numeric segments by value, so that
/// `palette.neutral.50` comes before `palette.neutral.100`.
enum TokenPath {
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs.split(separator: ".", omittingEmptySubsequences: false).makeIterator()
        var right = rhs.split(separator: ".", omittingEmptySubsequences: false).makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case let (a?, b?):
                if a == b { continue }
                let aNumeric = !a.isEmpty && a.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
                let bNumeric = !b.isEmpty && b.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
                if aNumeric && bNumeric {
                    let aDigits = a.drop { $0 == "0" }
                    let bDigits = b.drop { $0 == "0" }
                    if aDigits.count != bDigits.count { return aDigits.count < bDigits.count }
                    if aDigits != bDigits { return aDigits < bDigits }
                    return a.count < b.count
                }
                return a < b
            }
        }
    }

    /// `paths` in output order.
    static func sorted<S: Sequence>(_ paths: S) -> [String] where S.Element == String {
        paths.sorted(by: areInIncreasingOrder)
    }
}
