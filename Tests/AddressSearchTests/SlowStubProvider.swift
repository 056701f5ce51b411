import AddressKit
@testable import AddressSearch

/// A provider whose `slow` queries wait: cooperatively (until cancelled) or stubbornly (until
/// released); other queries answer at once with one suggestion named after the query.
struct SlowStubProvider: AddressProvider {
    let probe: ProviderProbe
    let slow: Set<String>
    let cooperative: Bool

    func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        await probe.start(query)
        if slow.contains(query) {
            if cooperative {
                // An AsyncStream that never yields: iteration ends only when the task is cancelled.
                let (stream, continuation) = AsyncStream<Void>.makeStream()
                for await _ in stream {}
                continuation.finish()
                await probe.cancel(query)
                try Task.checkCancellation()
            } else {
                await probe.hold(query)
            }
        }
        if query == "fail" { throw AddressSearchError.httpStatus(provider: "Stub", status: 503) }
        return [AddressSuggestion(streetLine: query)]
    }

    func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] { [suggestion] }
    func resolve(_ suggestion: AddressSuggestion) async throws -> Address { suggestion.address }
}
