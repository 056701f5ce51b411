@testable import EntryDesk
import EntrySettings
import Foundation
import Testing
import TestSupport

/// The kiosk's check of a typed PIN: hashes stored with fewer iterations (20,000 before) still
/// verify and are stored again with today's count; a wrong PIN never rewrites the file.
struct AdminPINCheckTests {
    /// A configuration file (mode 0600, as `set-pin` writes it) holding a PIN hashed with
    /// `iterations` beside another setting, in `folder`.
    private func configuration(pin: String, iterations: Int, in folder: TemporaryFolder) throws -> URL {
        let url = folder.file("entrydesk.conf")
        var file = ConfigurationFile()
        file.setValue("120", for: "idle-timeout", in: "kiosk")
        file.setValue(try AdminPIN.make(pin: pin, iterations: iterations).storedForm, for: "admin-pin", in: "kiosk")
        try file.save(to: url)
        return url
    }

    /// The file's inode: `ConfigurationFile.save` renames a new file over the old one.
    private func inode(_ url: URL) throws -> UInt64? {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func anOldHashVerifiesAndTheRightPINStoresItWithTodaysCount() throws {
        let folder = try TemporaryFolder("entrydesk-pin")
        defer { folder.cleanUp() }
        let url = try configuration(pin: "2468", iterations: 20_000, in: folder)
        let old = try #require(try AppConfiguration.load(from: url).adminPIN)
        #expect(old.iterations == 20_000 && old.isWeakerThanDefault)

        let outcome = AdminPINCheck(configurationURL: url).check("2468", against: old)

        let stored = try #require(try AppConfiguration.load(from: url).adminPIN)
        #expect(outcome == .right(stored))
        #expect(stored.iterations == 600_000)
        #expect(stored.saltHex != old.saltHex)
        #expect(stored.matches("2468"))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("admin-pin = pbkdf2-sha256$600000$"))
        #expect(text.contains("idle-timeout = 120"))
        #expect(!text.contains("2468"))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o600)
        // Upgraded once: the next right PIN leaves the file alone.
        let before = try inode(url)
        #expect(AdminPINCheck(configurationURL: url).check("2468", against: stored) == .right(stored))
        #expect(try inode(url) == before)
    }

    @Test func aWrongPINNeverRewritesTheFile() throws {
        let folder = try TemporaryFolder("entrydesk-pin")
        defer { folder.cleanUp() }
        let url = try configuration(pin: "2468", iterations: 20_000, in: folder)
        let old = try #require(try AppConfiguration.load(from: url).adminPIN)
        let (text, before) = (try Data(contentsOf: url), try inode(url))
        for wrong in ["1357", "24680", "0000"] {
            #expect(AdminPINCheck(configurationURL: url).check(wrong, against: old) == .wrong)
        }
        #expect(before != nil)
        #expect(try Data(contentsOf: url) == text)
        #expect(try inode(url) == before)
    }

    @Test func aPINSetSinceTheKioskStartedIsNotReplacedByTheOldOnesUpgrade() throws {
        let folder = try TemporaryFolder("entrydesk-pin")
        defer { folder.cleanUp() }
        let url = try configuration(pin: "2468", iterations: 20_000, in: folder)
        let old = try #require(try AppConfiguration.load(from: url).adminPIN)
        try KioskPINSetup.setPIN("1357", confirmation: "1357", configurationURL: url, iterations: 1_000)
        let (text, before) = (try Data(contentsOf: url), try inode(url))
        // The kiosk still holds the old hash: the old PIN opens it, and the new PIN stays stored.
        #expect(AdminPINCheck(configurationURL: url).check("2468", against: old) == .right(old))
        #expect(try Data(contentsOf: url) == text)
        #expect(try inode(url) == before)
    }

    @Test func withoutAFileTheRightPINIsRightAndNothingIsWritten() throws {
        let old = try AdminPIN.make(pin: "2468", iterations: 1_000)
        #expect(AdminPINCheck(configurationURL: nil).check("2468", against: old) == .right(old))
    }
}
