import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET requests for the HTTP providers: a per-request timeout, task cancellation that cancels
/// the URLSession task, and every failure mapped to `AddressSearchError` without the URL (it
/// carries API keys and the typed address).
final class HTTPClient: Sendable {
    let provider: String
    let timeout: TimeInterval
    let session: URLSession

    init(provider: String, timeout: TimeInterval) {
        self.provider = provider
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The body of a 2xx answer to GET `url`.
    func get(_ url: URL, headers: [String: String] = [:]) async throws -> Data {
        try Task.checkCancellation()
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let holder = DataTaskHolder()
        let (data, response): (Data, URLResponse) = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                holder.start(task)
            }
        } onCancel: {
            holder.cancel()
        }
        guard let http = response as? HTTPURLResponse else {
            throw AddressSearchError.malformedResponse(provider: provider, detail: "the answer was not HTTP")
        }
        switch http.statusCode {
        case 200..<300:
            return data
        case 429:
            throw AddressSearchError.rateLimited(provider: provider, retryAfter: Self.retryAfter(http.value(forHTTPHeaderField: "Retry-After")))
        default:
            throw AddressSearchError.httpStatus(provider: provider, status: http.statusCode)
        }
    }

    /// `get` with the URLSession errors mapped; cancellation stays `CancellationError`.
    func fetch(_ url: URL, headers: [String: String] = [:]) async throws -> Data {
        do {
            return try await get(url, headers: headers)
        } catch let error as AddressSearchError {
            throw error
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw CancellationError() }
            throw map(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw AddressSearchError.network(provider: provider, detail: "the request failed")
        }
    }

    private func map(_ error: URLError) -> AddressSearchError {
        switch error.code {
        case .timedOut:
            return .timeout(provider: provider, seconds: timeout)
        case .cannotConnectToHost:
            return .network(provider: provider, detail: "the server refused the connection")
        case .cannotFindHost, .dnsLookupFailed:
            return .network(provider: provider, detail: "the server's host name is unknown")
        case .notConnectedToInternet, .networkConnectionLost:
            return .network(provider: provider, detail: "no network connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .network(provider: provider, detail: "the secure connection failed (TLS)")
        case .badURL, .unsupportedURL:
            return .network(provider: provider, detail: "the base URL is not a valid http(s) URL")
        case .badServerResponse, .cannotParseResponse:
            return .malformedResponse(provider: provider, detail: "the HTTP answer could not be parsed")
        default:
            return .network(provider: provider, detail: "network error \(error.code.rawValue)")
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
