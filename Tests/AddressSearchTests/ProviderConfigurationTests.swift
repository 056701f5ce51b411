import Foundation
import Testing
@testable import AddressSearch

@Suite struct ProviderConfigurationTests {
    private func file(_ text: String, mode: Int) throws -> String {
        let path = try IndexFixture.temporaryDirectory().appendingPathComponent("providers.conf").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    @Test func openFileIsRefused() throws {
        let path = try file("SMARTY_AUTH_ID=ID-1\nSMARTY_AUTH_TOKEN=SECRET-TOKEN-XYZ\n", mode: 0o644)
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
        let path = try file("# keys\nSMARTY_AUTH_ID = ID-1\nSMARTY_AUTH_TOKEN=\"T\"\nPHOTON_URL=http://127.0.0.1:1/\n", mode: 0o600)
        let configuration = try ProviderConfiguration.load(environment: ["PHOTON_URL": "http://127.0.0.1:2/"], filePath: path)
        #expect(configuration.filePath == path)
        #expect(try configuration.photon().baseURL.absoluteString == "http://127.0.0.1:2/")
        #expect(try configuration.smarty().description.contains("secret key (redacted)"))
    }

    @Test func badLinesAndMissingKeysAreExplained() throws {
        let typo = try file("SMARTY_AUTH_TOKN=x\n", mode: 0o600)
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
        #expect(try ProviderConfiguration.load(environment: ["SMARTY_KEY": "k"], filePath: "/nonexistent/p.conf").smarty().description.contains("embedded key"))
    }
}
