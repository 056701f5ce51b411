import CCurl
import Foundation

/// One GET through libcurl on a thread of its own, bridged to async: the continuation resumes
/// exactly once, with the answer or with `CancellationError` the moment the task is cancelled
/// (the transfer itself stops at libcurl's next progress check, within a second).
final class CurlGet: @unchecked Sendable {
    // Sendable: `continuation` is only touched under `lock`; `cancelFlag` is atomic in C and
    // freed only after both the transfer and the caller are done with it (deinit).
    private let lock = NSLock()
    private var continuation: CheckedContinuation<CurlAnswer, Error>?
    private let cancelFlag: OpaquePointer

    private init() {
        cancelFlag = entrydesk_http_cancel_new()
    }

    deinit {
        entrydesk_http_cancel_free(cancelFlag)
    }

    /// GET `url`; throws `CancellationError` when the calling task is cancelled.
    static func perform(_ url: URL, headers: [String], timeout: TimeInterval, maxBody: Int) async throws -> CurlAnswer {
        let request = CurlGet()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                request.lock.lock()
                request.continuation = continuation
                request.lock.unlock()
                if Task.isCancelled { return request.cancel() }
                let thread = Thread {
                    let answer = request.transfer(url.absoluteString, headers: headers, timeout: timeout, maxBody: maxBody)
                    request.finish(.success(answer))
                }
                thread.name = "EntryDesk HTTP"
                thread.start()
            }
        } onCancel: {
            request.cancel()
        }
    }

    private func transfer(_ url: String, headers: [String], timeout: TimeInterval, maxBody: Int) -> CurlAnswer {
        var response = entrydesk_http_response()
        let cHeaders = headers.map { strdup($0) }
        defer {
            cHeaders.forEach { free($0) }
            entrydesk_http_response_clear(&response)
        }
        cHeaders.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
            entrydesk_http_get(
                url, pointers.baseAddress, pointers.count, HTTPTimeout.milliseconds(timeout),
                maxBody, cancelFlag, &response)
        }
        let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
        return CurlAnswer(
            outcome: response.outcome, curlCode: Int(response.curl_code), status: Int(response.status),
            body: body, retryAfter: response.retry_after.map { String(cString: $0) })
    }

    private func cancel() {
        entrydesk_http_cancel_set(cancelFlag)
        finish(.failure(CancellationError()))
    }

    private func finish(_ result: Result<CurlAnswer, Error>) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(with: result)
    }
}

/// What one transfer came to.
struct CurlAnswer: Sendable {
    let outcome: entrydesk_http_outcome
    let curlCode: Int
    let status: Int
    let body: Data
    let retryAfter: String?
}
