import AddressKit
import AddressSearch
import Foundation

/// A provider for the form's tests: answers every query with one suggestion named after it,
/// after a delay, ignoring cancellation (the worst case: a late answer does arrive), or fails.
actor StubAddressProvider: AddressProvider {
    /// The queries asked, in order.
    private(set) var queries: [String] = []
    /// The answers handed back (after their delay), in order.
    private(set) var answered: [String] = []
    private let delay: Duration
    private let failure: AddressSearchError?
    private let address: Address

    init(
        delay: Duration = .zero, failure: AddressSearchError? = nil,
        address: Address = Address(countryCode: "US", countryArea: "CA", city: "Mountain View", streetLines: ["1 Stub Way"])
    ) {
        self.delay = delay
        self.failure = failure
        self.address = address
    }

    func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        queries.append(query)
        if delay > .zero {
            // Not `try`: the stub plays a provider that ignores cancellation.
            try? await Task.sleep(for: delay)
        }
        answered.append(query)
        if let failure { throw failure }
        return [
            AddressSuggestion(
                streetLine: "Answer for \(query)", city: address.city, countryArea: address.countryArea,
                postalCode: address.postalCode, countryCode: "US")
        ]
    }

    func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] { [] }

    func resolve(_ suggestion: AddressSuggestion) async throws -> Address { address }

    /// (queries asked, answers given) at this moment.
    func counts() -> (asked: Int, answered: Int) { (queries.count, answered.count) }
}

/// A provider whose `resolve` waits until the test lets it go (a slow address lookup).
actor GatedResolveProvider: AddressProvider {
    private var waiting: CheckedContinuation<Void, Never>?
    private var released = false
    private let address: Address

    init(address: Address) { self.address = address }

    func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        [AddressSuggestion(streetLine: "Answer for \(query)", countryCode: "US")]
    }

    func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] { [] }

    func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        if !released { await withCheckedContinuation { waiting = $0 } }
        return address
    }

    /// Whether a resolve is waiting.
    func isWaiting() -> Bool { waiting != nil }

    /// Lets the waiting resolve answer.
    func release() {
        released = true
        waiting?.resume()
        waiting = nil
    }
}
