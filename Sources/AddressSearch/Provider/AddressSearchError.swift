import Foundation

/// A failure a form can show while manual entry goes on. Messages never contain API keys or
/// the typed address.
public enum AddressSearchError: Error, Hashable, Sendable {
    /// The service did not answer within `seconds`.
    case timeout(provider: String, seconds: Double)
    /// The service answered with an HTTP error status.
    case httpStatus(provider: String, status: Int)
    /// HTTP 429: too many requests; `retryAfter` seconds when the service said so.
    case rateLimited(provider: String, retryAfter: Double?)
    /// The body was not the JSON the service documents; `detail` says what was expected where.
    case malformedResponse(provider: String, detail: String)
    /// The network failed (no route, refused, DNS, TLS); `detail` is the kind of failure.
    case network(provider: String, detail: String)
    /// No credentials were configured; `detail` says where they are looked for.
    case missingCredentials(provider: String, detail: String)
    /// A configuration file is unusable: unreadable, a bad line, or too open permissions.
    case configuration(path: String, detail: String)
    /// The suggestion does not belong to this provider (an unknown or stale reference).
    case foreignSuggestion(provider: String, detail: String)
}

extension AddressSearchError: CustomStringConvertible, LocalizedError {
    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .timeout(provider, seconds):
            return "\(provider) did not answer within \(Self.format(seconds)) s; enter the address by hand or try again."
        case let .httpStatus(provider, status):
            return "\(provider) answered HTTP \(status) (\(Self.reason(status))); enter the address by hand or try again later."
        case let .rateLimited(provider, retryAfter):
            if let retryAfter {
                return "\(provider) is rate limiting requests (HTTP 429); try again \(Self.wait(retryAfter))."
            }
            return "\(provider) is rate limiting requests (HTTP 429); try again later."
        case let .malformedResponse(provider, detail):
            return "\(provider) sent a response that is not the documented JSON: \(detail)."
        case let .network(provider, detail):
            return "\(provider) is unreachable: \(detail)."
        case let .missingCredentials(provider, detail):
            return "\(provider) needs credentials: \(detail)."
        case let .configuration(path, detail):
            return "\(path): \(detail)"
        case let .foreignSuggestion(provider, detail):
            return "\(provider) cannot use this suggestion: \(detail)."
        }
    }

    /// Same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }

    private static func format(_ seconds: Double) -> String {
        // Whole seconds print without a fraction; Int(_:) traps beyond its range (a server's
        // Retry-After may say anything), so only numbers well inside it are converted.
        guard seconds.isFinite, abs(seconds) < 1e15 else { return String(format: "%.0f", seconds) }
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }

    /// How long to wait, as a person reads it ("in 30 s", "in 2 min", "in 1 h 30 min"); a
    /// server may send any number, so more than a day reads as such, not as 10^20 seconds.
    private static func wait(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds <= 86_400 else { return "in more than a day" }
        let whole = Int(seconds.rounded(.up))
        switch whole {
        case ..<60: return "in \(whole) s"
        case ..<3600: return "in \((whole + 59) / 60) min"
        default:
            let minutes = (whole + 59) / 60
            return minutes % 60 == 0 ? "in \(minutes / 60) h" : "in \(minutes / 60) h \(minutes % 60) min"
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 400: return "bad request"
        case 401: return "unauthorized: check the credentials"
        case 402: return "payment required: no active subscription"
        case 403: return "forbidden: check the credentials and the allowed referrer"
        case 404: return "not found: check the base URL"
        case 413: return "request too large"
        case 422: return "unprocessable request"
        case 500...599: return "server error"
        default: return "unexpected status"
        }
    }
}
