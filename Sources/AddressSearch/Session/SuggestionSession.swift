import AddressKit

/// Runs the latest query of a search field against a provider: each new query cancels the
/// one in flight (task cancellation stops the provider's HTTP transfer) and a superseded
/// answer is never delivered, even from a provider that ignores cancellation, because every
/// query carries a ticket that must still be the latest when its answer arrives.
///
/// "Latest" is the order of the tickets, not of arrival: a caller that hands queries to other
/// tasks takes each ticket first (`nextTicket()`, in typing order), so a query or cancellation
/// that reaches the session late can never supersede a newer one.
public actor SuggestionSession {
    /// The provider asked.
    public let provider: any AddressProvider
    /// Sent with every query.
    public var context: SuggestionContext
    /// Quiet time before a query is sent; a query replaced within it costs nothing.
    public let debounce: Duration

    private var latest: UInt64 = 0
    private nonisolated let tickets = QueryTickets()
    private var inFlight: Task<[AddressSuggestion], any Error>?

    /// A session; `debounce` zero sends every keystroke at once (fine for the local index).
    public init(provider: any AddressProvider, context: SuggestionContext = SuggestionContext(), debounce: Duration = .zero) {
        self.provider = provider
        self.context = context
        self.debounce = debounce
    }

    /// The sequence number of the latest query (for diagnostics and tests).
    public var currentSequence: UInt64 { latest }

    /// A place in line for a query or cancellation about to be handed to another task: take it
    /// where the order is known (a text field's change handler, on the main actor).
    public nonisolated func nextTicket() -> UInt64 { tickets.next() }

    /// Asks for suggestions for `query`, cancelling any older query; returns `.superseded` if a
    /// newer query (by ticket; without one, a ticket is taken on arrival) comes first.
    public func suggest(_ query: String, ticket: UInt64? = nil) async -> SuggestionOutcome {
        let provider = self.provider, context = self.context, debounce = self.debounce
        return await run(query, ticket: ticket ?? nextTicket()) {
            if debounce > .zero { try await Task.sleep(for: debounce) }
            return try await provider.suggest(query, context: context)
        }
    }

    /// Lists the secondary addresses of `suggestion`; like a query, it supersedes older ones.
    public func expand(_ suggestion: AddressSuggestion, query: String, ticket: UInt64? = nil) async -> SuggestionOutcome {
        let provider = self.provider
        return await run(query, ticket: ticket ?? nextTicket()) { try await provider.expand(suggestion, query: query) }
    }

    /// Resolves a chosen suggestion to the address that fills the form (cancels older queries).
    public func resolve(_ suggestion: AddressSuggestion, ticket: UInt64? = nil) async throws -> Address {
        cancel(ticket: ticket)
        return try await provider.resolve(suggestion)
    }

    /// Calls `deliver` with the outcome of `query` unless it is superseded: the fire-and-forget
    /// form for a text field's change handler.
    public nonisolated func submit(_ query: String, deliver: @escaping @Sendable (SuggestionOutcome) async -> Void) {
        let ticket = nextTicket()
        Task {
            let outcome = await self.suggest(query, ticket: ticket)
            if !outcome.isSuperseded { await deliver(outcome) }
        }
    }

    /// Cancels the queries older than `ticket` (without one: all so far); their callers get
    /// `.superseded`. A newer query already running is left alone.
    public func cancel(ticket: UInt64? = nil) {
        let ticket = ticket ?? nextTicket()
        guard ticket > latest else { return }
        latest = ticket
        inFlight?.cancel()
        inFlight = nil
    }

    private func run(
        _ query: String, ticket sequence: UInt64,
        _ work: @escaping @Sendable () async throws -> [AddressSuggestion]
    ) async -> SuggestionOutcome {
        // A query that arrives after a newer one (or a newer cancellation) is already stale.
        guard sequence > latest else { return .superseded }
        latest = sequence
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
