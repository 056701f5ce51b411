import AddressKit
import Testing
@testable import AddressSearch

/// Records what the stub provider saw and holds slow queries until released.
actor ProviderProbe {
    private(set) var started: [String] = []
    private(set) var cancelled: [String] = []
    private var startWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var gates: [String: CheckedContinuation<Void, Never>] = [:]

    func start(_ query: String) {
        started.append(query)
        for waiter in startWaiters.removeValue(forKey: query) ?? [] { waiter.resume() }
    }

    func cancel(_ query: String) { cancelled.append(query) }

    /// Returns once `query` has reached the provider (a condition, not a sleep).
    func waitUntilStarted(_ query: String) async {
        if started.contains(query) { return }
        await withCheckedContinuation { startWaiters[query, default: []].append($0) }
    }

    /// Blocks until `release(query)`, ignoring cancellation (a provider that does not cooperate).
    func hold(_ query: String) async {
        await withCheckedContinuation { gates[query] = $0 }
    }

    func release(_ query: String) {
        gates.removeValue(forKey: query)?.resume()
    }

    var holding: Bool { !gates.isEmpty }
}

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

@Suite struct SuggestionSessionTests {
    @Test func newerQueryCancelsTheOlderOne() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["1"], cooperative: true))
        let first = Task { await session.suggest("1") }
        await probe.waitUntilStarted("1")
        let second = await session.suggest("16")
        #expect(second.suggestions?.map(\.streetLine) == ["16"])
        let firstOutcome = await first.value
        #expect(firstOutcome.isSuperseded)
        #expect(await probe.cancelled == ["1"])
    }

    @Test func staleAnswerOfAStubbornProviderIsNeverDelivered() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["16"], cooperative: false))
        let first = Task { await session.suggest("16") }
        await probe.waitUntilStarted("16")
        let second = await session.suggest("160")
        #expect(second.suggestions?.map(\.streetLine) == ["160"])
        await probe.release("16")  // the old request finishes after the new one: must be dropped
        #expect(await first.value.isSuperseded)
        #expect(await session.currentSequence == 2)
    }

    @Test func cancelSupersedesTheQueryInFlight() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["1600"], cooperative: true))
        let pending = Task { await session.suggest("1600") }
        await probe.waitUntilStarted("1600")
        await session.cancel()
        #expect(await pending.value.isSuperseded)
    }

    @Test func failuresAreDeliveredAsValues() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: [], cooperative: true))
        guard case let .failed(error, query) = await session.suggest("fail") else {
            Issue.record("expected .failed")
            return
        }
        #expect(query == "fail")
        #expect(error as? AddressSearchError == .httpStatus(provider: "Stub", status: 503))
    }

    @Test func worksWithTheLocalIndex() async throws {
        let session = SuggestionSession(provider: try IndexFixture.index(), context: SuggestionContext(limit: 1))
        #expect(await session.suggest("1600 amph").suggestions?.first?.streetLine == "1600 Amphitheatre Pkwy")
    }
}
