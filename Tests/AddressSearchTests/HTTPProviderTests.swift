import Foundation
import TestSupport
import Testing
@testable import AddressSearch

@Suite(.serialized) struct HTTPProviderTests {
    static let secret = "SECRET-TOKEN-XYZ"
    static let typed = "1600 amph"

    private func server() throws -> StubServer {
        try #require(
            StubServer.shared,
            "\(TestPython.executable.path) must be able to run Tests/Drivers/address_provider_stub.py (scripts/install-deps.sh --test)")
    }

    private func smarty(_ mode: String, timeout: TimeInterval = 5) throws -> SmartyProvider {
        SmartyProvider(credentials: .secretKey(authID: "ID-1", authToken: Self.secret), baseURL: try server().url(mode), timeout: timeout)
    }

    /// The error a call throws; also checks that its message leaks neither the key nor the query.
    private func failure(_ body: () async throws -> Void) async -> Error? {
        do {
            try await body()
            return nil
        } catch {
            let text = "\(error) \(error.localizedDescription)"
            #expect(!text.contains(Self.secret))
            #expect(!text.contains("ID-1"))
            #expect(!text.contains(Self.typed))
            #expect(!text.contains("127.0.0.1"))
            return error
        }
    }

    @Test func smartySuggestSendsDocumentedParameters() async throws {
        let server = try server()
        let results = try await smarty("ok").suggest(Self.typed, context: SuggestionContext(limit: 7))
        #expect(results.map(\.streetLine) == ["1600 Amphitheatre Pkwy", "1600 Pennsylvania Ave NW"])
        #expect(results[0].entries == 1 && results[0].countryCode == "US" && results[0].postalCode == "94043")
        #expect(results[1].entries == 3 && results[1].secondary == "Ste" && results[1].countryArea == "DC")
        let query = try server.lastQuery(path: "/ok/lookup")
        #expect(query["search"] == Self.typed)
        #expect(query["max_results"] == "7")
        #expect(query["auth-id"] == "ID-1" && query["auth-token"] == Self.secret)
    }

    @Test func smartyExpandSendsSelected() async throws {
        let server = try server()
        let provider = try smarty("ok")
        let group = AddressSuggestion(
            streetLine: "1600 Pennsylvania Ave NW", secondary: "Ste", city: "Washington",
            countryArea: "DC", postalCode: "20500", countryCode: "US", entries: 3)
        let units = try await provider.expand(group, query: "1600 penn")
        #expect(units.map(\.secondary) == ["Ste 100", "Ste 200", "Ste 300"])
        let query = try server.lastQuery(path: "/ok/lookup")
        #expect(query["selected"] == "1600 Pennsylvania Ave NW Ste (3) Washington DC 20500")
        #expect(query["search"] == "1600 penn")
        let address = try await provider.resolve(units[1])
        #expect(address.streetLines == ["1600 Pennsylvania Ave NW", "Ste 200"] && address.countryCode == "US")
    }

    @Test func smartyEmbeddedKeySendsKeyAndReferer() async throws {
        let server = try server()
        let provider = SmartyProvider(credentials: .embeddedKey(key: "EMBED-1", referer: "https://desk.example"), baseURL: server.url("ok"))
        _ = try await provider.suggest("350 5th", context: SuggestionContext())
        #expect(try server.lastQuery(path: "/ok/lookup")["key"] == "EMBED-1")
        #expect(try server.lastReferer(path: "/ok/lookup") == "https://desk.example")
    }

    @Test func photonParsesGeoJSON() async throws {
        let server = try server()
        let provider = PhotonProvider(baseURL: server.url("ok"))
        let all = try await provider.suggest("amphitheatre", context: SuggestionContext(limit: 5, language: "de"))
        #expect(all.map(\.streetLine) == ["1600 Amphitheatre Parkway", "3 Rue de l'Église", "Salzburg"])
        #expect(all[1].city == "Paris" && all[1].countryCode == "FR" && all[1].postalCode == "75015")
        let query = try server.lastQuery(path: "/ok/api")
        #expect(query["q"] == "amphitheatre" && query["limit"] == "5" && query["lang"] == "de")
        let us = try await provider.suggest("amphitheatre", context: SuggestionContext(countryCode: "US"))
        #expect(us.map(\.city) == ["Mountain View"])
        #expect(try await provider.expand(us[0], query: "") == us)
    }

    @Test func httpErrorsBecomeTypedErrors() async throws {
        let context = SuggestionContext()
        let e500 = await failure { _ = try await smarty("e500").suggest(Self.typed, context: context) }
        #expect(e500 as? AddressSearchError == .httpStatus(provider: "Smarty", status: 500))
        let e401 = await failure { _ = try await smarty("e401").suggest(Self.typed, context: context) }
        #expect((e401 as? AddressSearchError)?.description.contains("check the credentials") == true)
        let photon500 = await failure {
            _ = try await PhotonProvider(baseURL: try server().url("e500")).suggest(Self.typed, context: context)
        }
        #expect(photon500 as? AddressSearchError == .httpStatus(provider: "Photon", status: 500))
    }

    @Test func rateLimitCarriesRetryAfter() async throws {
        let error = await failure { _ = try await smarty("e429").suggest(Self.typed, context: SuggestionContext()) }
        #expect(error as? AddressSearchError == .rateLimited(provider: "Smarty", retryAfter: 30))
        #expect("\(error.map { "\($0)" } ?? "")".contains("try again in 30 s"))
    }

    @Test func malformedJSONIsReported() async throws {
        let notJSON = await failure { _ = try await smarty("bad").suggest(Self.typed, context: SuggestionContext()) }
        guard case .malformedResponse(_, let detail)? = notJSON as? AddressSearchError else {
            Issue.record("expected malformedResponse, got \(String(describing: notJSON))")
            return
        }
        #expect(detail.contains("not valid JSON") || detail.contains("not JSON"))
        let shape = await failure { _ = try await smarty("shape").suggest(Self.typed, context: SuggestionContext()) }
        #expect((shape as? AddressSearchError)?.description.contains("suggestions[0].street_line should be a string") == true)
        let photonShape = await failure {
            _ = try await PhotonProvider(baseURL: try server().url("shape")).suggest(Self.typed, context: SuggestionContext())
        }
        #expect((photonShape as? AddressSearchError)?.description.contains("features should be an array") == true)
    }

    @Test func redirectsAndCompressedAnswersAreFollowedAndDecoded() async throws {
        let moved = try await smarty("moved").suggest(Self.typed, context: SuggestionContext())
        #expect(moved.map(\.streetLine) == ["1600 Amphitheatre Pkwy", "1600 Pennsylvania Ave NW"])
        #expect(try server().lastQuery(path: "/ok/lookup")["auth-token"] == Self.secret, "the query survives the redirect")
        let compressed = try await PhotonProvider(baseURL: try server().url("gzip")).suggest(Self.typed, context: SuggestionContext())
        #expect(!compressed.isEmpty)
    }

    @Test func anOversizedAnswerIsRefusedNotBuffered() async throws {
        let error = await failure { _ = try await smarty("huge").suggest(Self.typed, context: SuggestionContext()) }
        #expect(error as? AddressSearchError == .malformedResponse(provider: "Smarty", detail: "the answer is larger than 8 MB"))
    }

    @Test func timeoutIsReported() async throws {
        let error = await failure { _ = try await smarty("slow", timeout: 0.5).suggest(Self.typed, context: SuggestionContext()) }
        #expect(error as? AddressSearchError == .timeout(provider: "Smarty", seconds: 0.5))
    }

    @Test func unreachableServerIsANetworkError() async throws {
        let provider = PhotonProvider(baseURL: URL(string: "http://127.0.0.1:9")!, timeout: 2)
        let error = await failure { _ = try await provider.suggest(Self.typed, context: SuggestionContext()) }
        guard case .network? = error as? AddressSearchError else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
    }

    @Test func anInfiniteTimeoutGivenInCodeStillMakesTheRequest() async throws {
        // Its milliseconds for libcurl once trapped converting to Int, at the first lookup.
        let provider = PhotonProvider(baseURL: URL(string: "http://127.0.0.1:9")!, timeout: .infinity)
        let error = await failure { _ = try await provider.suggest(Self.typed, context: SuggestionContext()) }
        guard case .network? = error as? AddressSearchError else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
    }

    @Test func cancellationStopsTheRequest() async throws {
        let server = try server()
        let provider = try smarty("slow", timeout: 10)
        let before = try server.log().count
        let started = Date()
        let task = Task { try await provider.suggest("cancel me", context: SuggestionContext()) }
        // Wait until the stub has the request, then cancel.
        try await waitUntil("the stub server to receive the request", timeout: .seconds(5)) { try server.log().count > before }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(Date().timeIntervalSince(started) < 2.9)  // the stub answers only after 3 s
    }

    @Test func providersNeverPrintTheirKeys() {
        let provider = SmartyProvider(credentials: .secretKey(authID: "ID-1", authToken: Self.secret))
        var dumped = ""
        dump(provider, to: &dumped)
        for text in [String(describing: provider), String(reflecting: provider), dumped] {
            #expect(!text.contains(Self.secret))
        }
    }
}
