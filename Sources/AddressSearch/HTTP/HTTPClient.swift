import CCurl
import Foundation

/// GET requests for the HTTP providers: a per-request timeout, task cancellation that stops the
/// transfer, and every failure mapped to `AddressSearchError` without the URL (it carries API
/// keys and the typed address). Through libcurl, loaded at the first request (see CCurl), not
/// URLSession: FoundationNetworking would load libcurl and its dependencies at every start of
/// the app, also for the many desks that never use an HTTP provider.
final class HTTPClient: Sendable {
    /// An address service's answer is a few kilobytes; anything near this is not one.
    static let maxBodyBytes = 8 << 20

    let provider: String
    let timeout: TimeInterval

    /// A client; `timeout` is brought into `HTTPTimeout.allowedSeconds`, so that a timeout
    /// error reports the seconds libcurl was really given.
    init(provider: String, timeout: TimeInterval) {
        self.provider = provider
        self.timeout = HTTPTimeout.clamped(timeout)
    }

    /// The body of a 2xx answer to GET `url`; cancellation throws `CancellationError`.
    func fetch(_ url: URL, headers: [String: String] = [:]) async throws -> Data {
        try Task.checkCancellation()
        var lines = ["Accept: application/json"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let answer = try await CurlGet.perform(url, headers: lines, timeout: timeout, maxBody: Self.maxBodyBytes)
        if Task.isCancelled { throw CancellationError() }
        switch answer.outcome {
        case ENTRYDESK_HTTP_OK:
            break
        case ENTRYDESK_HTTP_CANCELLED:
            throw CancellationError()
        default:
            throw failure(answer)
        }
        switch answer.status {
        case 200..<300:
            return answer.body
        case 429:
            throw AddressSearchError.rateLimited(provider: provider, retryAfter: Self.retryAfter(answer.retryAfter))
        default:
            throw AddressSearchError.httpStatus(provider: provider, status: answer.status)
        }
    }

    private func failure(_ answer: CurlAnswer) -> AddressSearchError {
        switch answer.outcome {
        case ENTRYDESK_HTTP_NO_LIBRARY:
            return .network(provider: provider, detail: "HTTP needs libcurl (Debian package libcurl4), which could not be loaded")
        case ENTRYDESK_HTTP_BAD_URL:
            return .network(provider: provider, detail: "the base URL is not a valid http(s) URL")
        case ENTRYDESK_HTTP_UNKNOWN_HOST:
            return .network(provider: provider, detail: "the server's host name is unknown")
        case ENTRYDESK_HTTP_REFUSED:
            return .network(provider: provider, detail: "the server refused the connection")
        case ENTRYDESK_HTTP_TIMEOUT:
            return .timeout(provider: provider, seconds: timeout)
        case ENTRYDESK_HTTP_TLS:
            return .network(provider: provider, detail: "the secure connection failed (TLS)")
        case ENTRYDESK_HTTP_TOO_LARGE:
            return .malformedResponse(provider: provider, detail: "the answer is larger than \(Self.maxBodyBytes >> 20) MB")
        case ENTRYDESK_HTTP_BAD_ANSWER:
            return .malformedResponse(provider: provider, detail: "the HTTP answer could not be parsed")
        default:
            return .network(provider: provider, detail: "network error (libcurl code \(answer.curlCode))")
        }
    }

    /// `base/path?items`, with "+" percent-encoded (form decoders read "+" as a space).
    static func url(_ base: URL, path: String, items: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false) else { return nil }
        components.queryItems = items
        let encoded = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components.percentEncodedQuery = encoded
        return components.url
    }

    /// Retry-After as delta seconds or an HTTP date.
    static func retryAfter(_ value: String?) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSinceNow.rounded())
    }
}
