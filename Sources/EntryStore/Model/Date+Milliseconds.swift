import Foundation

extension Date {
    /// This instant as whole milliseconds since 1970 (rounded to the nearest).
    ///
    /// Rounding (not flooring) makes `Date(epochMilliseconds:)` and this property exact inverses.
    var epochMilliseconds: Int64 {
        let value = (timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite, value < 9.2e18, value > -9.2e18 else { return 0 }
        return Int64(value)
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
    init(epochMilliseconds milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// This instant at the millisecond precision the database keeps.
    var truncatedToMilliseconds: Date {
        Date(epochMilliseconds: epochMilliseconds)
    }
}
