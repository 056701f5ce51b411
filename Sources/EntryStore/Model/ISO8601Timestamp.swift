import Foundation

/// ISO 8601 timestamps with exact millisecond arithmetic (no floating-point calendar math).
///
/// Formatting always gives UTC with milliseconds ("2026-11-21T21:02:42.123Z"). Parsing accepts
/// a date ("2026-11-21") or a date-time ("2026-11-21T21:02", seconds and fraction optional, `T`
/// or a space between) with an optional `Z` or `±HH:MM` offset; text without an offset is read
/// in `defaultTimeZone`.
public enum ISO8601Timestamp {
    /// `date` as "YYYY-MM-DDTHH:MM:SS.mmmZ".
    public static func format(_ date: Date) -> String {
        let ms = date.epochMilliseconds
        let (days, msOfDay) = floorDivide(ms, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        let hour = msOfDay / 3_600_000
        let minute = msOfDay / 60_000 % 60
        let second = msOfDay / 1000 % 60
        let millis = msOfDay % 1000
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(hour, 2) + ":"
            + pad(minute, 2) + ":" + pad(second, 2) + "." + pad(millis, 3) + "Z"
    }

    /// The instant `text` names, or nil when it is not an ISO 8601 date or date-time.
    public static func parse(_ text: String, defaultTimeZone: TimeZone = .current) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(exactly: 4), scanner.take("-"),
            let month = scanner.digits(exactly: 2), scanner.take("-"),
            let day = scanner.digits(exactly: 2),
            (1...12).contains(month), day >= 1, day <= daysInMonth(year, month)
        else { return nil }
        var hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0, millis: Int64 = 0
        var offsetMinutes: Int64?
        if !scanner.atEnd {
            guard scanner.take("T") || scanner.take("t") || scanner.take(" "),
                let h = scanner.digits(exactly: 2), scanner.take(":"),
                let m = scanner.digits(exactly: 2), h < 24, m < 60
            else { return nil }
            hour = h
            minute = m
            if scanner.take(":") {
                guard let s = scanner.digits(exactly: 2), s < 60 else { return nil }
                second = s
                if scanner.take(".") || scanner.take(",") {
                    guard let fraction = scanner.fractionMilliseconds() else { return nil }
                    millis = fraction
                }
            }
            if scanner.take("Z") || scanner.take("z") {
                offsetMinutes = 0
            } else if let sign = scanner.peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                scanner.index += 1
                guard let oh = scanner.digits(exactly: 2), oh < 24 else { return nil }
                _ = scanner.take(":")
                guard let om = scanner.digits(exactly: 2), om < 60 else { return nil }
                offsetMinutes = (oh * 60 + om) * (sign == UInt8(ascii: "-") ? -1 : 1)
            }
            guard scanner.atEnd else { return nil }
        }
        let localMs =
            days(fromCivil: year, month, day) * 86_400_000
            + hour * 3_600_000 + minute * 60_000 + second * 1000 + millis
        if let offsetMinutes {
            return Date(epochMilliseconds: localMs - offsetMinutes * 60_000)
        }
        // Find the offset in force at that local time: guess with the offset at the local
        // reading taken as UTC, then correct once (enough across DST changes).
        let guess = Int64(defaultTimeZone.secondsFromGMT(for: Date(epochMilliseconds: localMs))) * 1000
        let corrected = Int64(defaultTimeZone.secondsFromGMT(for: Date(epochMilliseconds: localMs - guess))) * 1000
        return Date(epochMilliseconds: localMs - corrected)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        var atEnd: Bool { index == bytes.count }
        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        mutating func digits(exactly count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            index += count
            return value
        }
        /// Reads 1 or more fraction digits; keeps the first three as milliseconds.
        mutating func fractionMilliseconds() -> Int64? {
            var value: Int64 = 0
            var count = 0
            while let byte = peek(), byte >= 48, byte <= 57 {
                if count < 3 { value = value * 10 + Int64(byte - 48) }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { value *= 10 }
            return value
        }
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
        let q = a / b
        let r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    private static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(_ year: Int64, _ month: Int64) -> Int64 {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // Howard Hinnant's days_from_civil / civil_from_days: exact proleptic Gregorian arithmetic.
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (month <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, month, day)
    }
}
