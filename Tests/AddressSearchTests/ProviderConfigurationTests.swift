import Foundation
import Testing
import TestSupport
@testable import AddressSearch

@Suite struct ProviderConfigurationTests {
    /// Writes `text` to `name` in `folder` with permissions `mode`; returns its path.
    private func file(_ text: String, mode: Int, in folder: TemporaryFolder, named name: String = "providers.conf") throws -> String {
        let path = try folder.write(text, to: name).path
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    @Test func openFileIsRefused() throws {
        let folder = try TemporaryFolder("provider-configuration")
        defer { folder.cleanUp() }
        let path = try file("SMARTY_AUTH_ID=ID-1\nSMARTY_AUTH_TOKEN=SECRET-TOKEN-XYZ\n", mode: 0o644, in: folder)
        do {
            _ = try ProviderConfiguration.load(environment: [:], filePath: path)
            Issue.record("a 0644 key file must be refused")
        } catch {
            let text = "\(error)"
            #expect(text.contains(path) && text.contains("0644") && text.contains("chmod 600"))
            #expect(!text.contains("SECRET-TOKEN-XYZ"))
        }
    }

    @Test func privateFileIsReadAndEnvironmentWins() async throws {
        let folder = try TemporaryFolder("provider-configuration")
        defer { folder.cleanUp() }
        let path = try file(
            "# keys\nSMARTY_AUTH_ID = ID-1\nSMARTY_AUTH_TOKEN=\"T\"\nPHOTON_URL=http://127.0.0.1:1/\n", mode: 0o600, in: folder)
        let configuration = try ProviderConfiguration.load(environment: ["PHOTON_URL": "http://127.0.0.1:2/"], filePath: path)
        #expect(configuration.filePath == path)
        #expect(try configuration.photon().baseURL.absoluteString == "http://127.0.0.1:2/")
        #expect(try configuration.smarty().description.contains("secret key (redacted)"))
    }

    @Test func badLinesAndMissingKeysAreExplained() throws {
        let folder = try TemporaryFolder("provider-configuration")
        defer { folder.cleanUp() }
        let typo = try file("SMARTY_AUTH_TOKN=x\n", mode: 0o600, in: folder)
        #expect(throws: AddressSearchError.self) { try ProviderConfiguration.load(environment: [:], filePath: typo) }
        do { _ = try ProviderConfiguration.load(environment: [:], filePath: typo) } catch {
            #expect("\(error)".contains("line 1: unknown key SMARTY_AUTH_TOKN"))
        }
        let empty = try ProviderConfiguration.load(environment: [:], filePath: "/nonexistent/providers.conf")
        do {
            _ = try empty.smarty()
            Issue.record("no credentials must be an error")
        } catch {
            #expect("\(error)".contains("SMARTY_AUTH_ID"))
        }
        #expect(
            try ProviderConfiguration.load(environment: ["SMARTY_KEY": "k"], filePath: "/nonexistent/p.conf").smarty().description.contains(
                "embedded key"))
    }

    @Test func timeoutsOutsideTheRangeAreConfigurationErrorsNamingTheirSource() throws {
        let folder = try TemporaryFolder("provider-configuration")
        defer { folder.cleanUp() }
        for text in ["inf", "-inf", "nan", "1e16", "0", "0.05", "600.5", "-1", "soon"] {
            #expect(
                throws: AddressSearchError.configuration(
                    path: "environment",
                    detail: "ENTRYDESK_HTTP_TIMEOUT = \(text): expected a number of seconds from 0.1 to 600")
            ) {
                _ = try ProviderConfiguration.load(environment: ["ENTRYDESK_HTTP_TIMEOUT": text], filePath: "/nonexistent/p.conf")
            }
        }
        // An empty variable counts as unset, like every other key.
        #expect(try ProviderConfiguration.load(environment: ["ENTRYDESK_HTTP_TIMEOUT": ""], filePath: "/nonexistent/p.conf").timeout == 5)
        let path = try file("# keys\nPHOTON_URL=http://127.0.0.1:1/\nENTRYDESK_HTTP_TIMEOUT = 1e16\n", mode: 0o600, in: folder)
        #expect(
            throws: AddressSearchError.configuration(
                path: path, detail: "line 3: ENTRYDESK_HTTP_TIMEOUT = 1e16: expected a number of seconds from 0.1 to 600")
        ) {
            _ = try ProviderConfiguration.load(environment: [:], filePath: path)
        }
        // The environment wins: a good value there hides the file's bad one.
        #expect(try ProviderConfiguration.load(environment: ["ENTRYDESK_HTTP_TIMEOUT": "2.5"], filePath: path).timeout == 2.5)
        for (text, seconds) in [("0.1", 0.1), ("600", 600.0), (" 30 ", 30.0)] {
            #expect(try ProviderConfiguration(values: ["ENTRYDESK_HTTP_TIMEOUT": text]).timeout == seconds)
        }
        #expect(try ProviderConfiguration(values: [:]).timeout == 5)
        // A bad URL names where it came from too.
        let badURL = try file("PHOTON_URL=ftp://x/\n", mode: 0o600, in: folder, named: "bad-url.conf")
        #expect(throws: AddressSearchError.configuration(path: badURL, detail: "line 1: PHOTON_URL must be an http(s) URL with a host")) {
            _ = try ProviderConfiguration.load(environment: [:], filePath: badURL).photon()
        }
    }

    @Test func anyTimeoutGivenInCodeBecomesSafeMillisecondsForLibcurl() {
        #expect(HTTPTimeout.milliseconds(.infinity) == 600_000)
        #expect(HTTPTimeout.milliseconds(1e16) == 600_000)
        #expect(HTTPTimeout.milliseconds(.greatestFiniteMagnitude) == 600_000)
        #expect(HTTPTimeout.milliseconds(-.infinity) == 100)
        #expect(HTTPTimeout.milliseconds(0) == 100)
        #expect(HTTPTimeout.milliseconds(.nan) == 5_000)
        #expect(HTTPTimeout.milliseconds(2.5) == 2_500)
        #expect(AddressSearchError.timeout(provider: "Photon", seconds: .infinity).description.contains("inf s"))
        #expect(
            AddressSearchError.rateLimited(provider: "Photon", retryAfter: 1e300).description.hasSuffix("try again in more than a day."))
        #expect(AddressSearchError.rateLimited(provider: "Photon", retryAfter: 1e20).description.hasSuffix("try again in more than a day."))
        #expect(AddressSearchError.rateLimited(provider: "Photon", retryAfter: 90).description.hasSuffix("try again in 2 min."))
        #expect(AddressSearchError.rateLimited(provider: "Photon", retryAfter: 5400).description.hasSuffix("try again in 1 h 30 min."))
    }
}
