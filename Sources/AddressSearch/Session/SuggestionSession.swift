import AddressKit

/// Runs the latest query of a search field against a provider: each new query cancels the
/// one in flight (task cancellation stops the provider's HTTP transfer) and a superseded
/// answer is never delivered, even from a provider that ignores cancellation, because every
/// query carries a sequence number that must still be the latest when its answer arrives.
public actor SuggestionSession {
    /// The provider asked.
    public let provider: any AddressProvider
    /// Sent with every query.
    public var context: SuggestionContext
    /// Quiet time before a query is sent; a query replaced within it costs nothing.
    public let debounce: Duration

    private var latest: UInt64 = 0
    private var inFlight: Task<[AddressSuggestion], any Error>?

    /// A session; `debounce` zero sends every keystroke at once (fine for the local index).
    public init(provider: any AddressProvider, context: SuggestionContext = SuggestionContext(), debounce: Duration = .zero) {
        self.provider = provider
        self.context = context
        self.debounce = debounce
    }

    /// The sequence number of the latest query (for diagnostics and tests).
    public var currentSequence: UInt64 { latest }

    /// Asks for suggestions for `query`, cancelling any older query; returns `.superseded` if a
    /// newer query arrives before this one is answered.
    public func suggest(_ query: String) async -> SuggestionOutcome {
        let provider = self.provider, context = self.context, debounce = self.debounce
        return await run(query) {
            if debounce > .zero { try await Task.sleep(for: debounce) }
            return try await provider.suggest(query, context: context)
        }
    }

    /// Lists the secondary addresses of `suggestion`; like a query, it supersedes older ones.
    public func expand(_ suggestion: AddressSuggestion, query: String) async -> SuggestionOutcome {
        let provider = self.provider
        return await run(query) { try await provider.expand(suggestion, query: query) }
    }

    /// Resolves a chosen suggestion to the address that fills the form (cancels pending queries).
    public func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        cancel()
        return try await provider.resolve(suggestion)
    }

    /// Calls `deliver` with the outcome of `query` unless it is superseded: the fire-and-forget
    /// form for a text field's change handler.
    public nonisolated func submit(_ query: String, deliver: @escaping @Sendable (SuggestionOutcome) async -> Void) {
        Task {
            let outcome = await self.suggest(query)
            if !outcome.isSuperseded { await deliver(outcome) }
        }
    }

    /// Cancels the query in flight; its caller gets `.superseded`.
    public func cancel() {
        latest &+= 1
        inFlight?.cancel()
        inFlight = nil
    }

    private func run(_ query: String, _ work: @escaping @Sendable () async throws -> [AddressSuggestion]) async -> SuggestionOutcome {
        latest &+= 1
        let sequence = latest
        inFlight?.cancel()
        let task = Task { try await work() }
        inFlight = task
        // If the caller itself is cancelled, so is the provider's work.
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        guard sequence == latest else { return .superseded }
        inFlight = nil
        switch result {
        case let .success(items):
            return .suggestions(items, query: query)
        case let .failure(error):
            if error is CancellationError { return .superseded }
            return .failed(error, query: query)
        }
    }
}
