import Foundation

/// The per-request timeout of the HTTP providers: what the configuration accepts, and the
/// milliseconds handed to libcurl.
enum HTTPTimeout {
    /// Seconds a configuration may set: below 0.1 s no service answers, and beyond ten
    /// minutes a form waiting for a suggestion is as good as hung.
    static let allowedSeconds: ClosedRange<TimeInterval> = 0.1...600
    /// Seconds used when nothing is configured.
    static let defaultSeconds: TimeInterval = 5

    /// The seconds `text` names, or nil when it is not a finite number in `allowedSeconds`
    /// ("inf", "nan", "1e16", "0" and "-1" are all refused).
    static func seconds(_ text: String) -> TimeInterval? {
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite,
            allowedSeconds.contains(seconds)
        else { return nil }
        return seconds
    }

    /// What a configuration error says is expected.
    static var expectation: String {
        "a number of seconds from \(format(allowedSeconds.lowerBound)) to \(format(allowedSeconds.upperBound))"
    }

    /// `seconds` brought into `allowedSeconds`; NaN becomes the default. A provider created
    /// in code may pass anything, and the value ends up in an integer for libcurl.
    static func clamped(_ seconds: TimeInterval) -> TimeInterval {
        guard !seconds.isNaN else { return defaultSeconds }
        return min(max(seconds, allowedSeconds.lowerBound), allowedSeconds.upperBound)
    }

    /// `seconds` as whole milliseconds for libcurl, never trapping: converting an infinite or
    /// huge Double to Int would crash the app at the first lookup.
    static func milliseconds(_ seconds: TimeInterval) -> Int {
        Int((clamped(seconds) * 1000).rounded())
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
