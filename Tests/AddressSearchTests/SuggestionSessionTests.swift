import AddressKit
import Testing
@testable import AddressSearch

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

    /// A text field hands each keystroke's query (and cancellation) to a task of its own, and
    /// tasks reach the session in any order: the tickets, taken in typing order, decide.
    @Test func aQueryOrCancellationArrivingLateNeverSupersedesANewerOne() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["abcd"], cooperative: false))
        let cancellation = session.nextTicket(), older = session.nextTicket(), newest = session.nextTicket()
        let pending = Task { await session.suggest("abcd", ticket: newest) }
        await probe.waitUntilStarted("abcd")
        #expect(await session.suggest("abc", ticket: older).isSuperseded, "the older query is stale on arrival")
        await session.cancel(ticket: cancellation)
        await probe.release("abcd")
        #expect(await pending.value.suggestions?.map(\.streetLine) == ["abcd"], "the newest is still answered")
        #expect(await probe.started == ["abcd"], "the stale query never reached the provider")
    }

    @Test func cancelSupersedesTheQueryInFlight() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["1600"], cooperative: true))
        let pending = Task { await session.suggest("1600") }
        await probe.waitUntilStarted("1600")
        await session.cancel()
        #expect(await pending.value.isSuperseded)
    }

    @Test func debouncedQueryReplacedInTimeNeverReachesTheProvider() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: [], cooperative: true), debounce: .milliseconds(50))
        let first = Task { await session.suggest("m") }
        // Wait until the first query holds the latest sequence number, then replace it.
        while await session.currentSequence == 0 { await Task.yield() }
        let second = await session.suggest("ma")
        #expect(second.suggestions?.map(\.streetLine) == ["ma"])
        #expect(await first.value.isSuperseded)
        #expect(await probe.started == ["ma"])
    }

    @Test func submitDeliversOnlyTheLatest() async throws {
        let probe = ProviderProbe()
        let session = SuggestionSession(provider: SlowStubProvider(probe: probe, slow: ["1"], cooperative: true))
        let (stream, continuation) = AsyncStream<SuggestionOutcome>.makeStream()
        session.submit("1") { continuation.yield($0) }
        await probe.waitUntilStarted("1")
        session.submit("16") { continuation.yield($0) }
        var iterator = stream.makeAsyncIterator()
        let delivered = await iterator.next()
        #expect(delivered?.suggestions?.map(\.streetLine) == ["16"])
        continuation.finish()
        #expect(await iterator.next() == nil)  // "1" was never delivered
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
