@testable import EntrySettings
import Foundation
import TeamServer
import Testing
import TestSupport

/// The Preferences window's writes to the configuration file: only the keys changed, the rest
/// of the file (comments, other keys, their order) as the person wrote it, the file's mode
/// kept, and never a password in an error.
struct ConfigurationUpdateTests {
    private func mode(of url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func replacesAndAddsKeysKeepingCommentsAndOtherKeys() throws {
        let folder = try TemporaryFolder("config-update")
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        let original = """
            # EntryDesk at the front desk
            [appearance]
            theme = light   # bright room

            [amounts]
            ; refunds happen
            allow-negative = true
            confirm-above = 5000

            """
        try original.write(to: url, atomically: false, encoding: .utf8)
        chmod(url.path, 0o644)
        try ConfigurationUpdate.apply(
            [
                .init(section: "appearance", key: "theme", value: "dark"),
                .init(section: "address", key: "provider", value: "photon")
            ], to: url)
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(
            written == """
                # EntryDesk at the front desk
                [appearance]
                theme = dark   # bright room

                [amounts]
                ; refunds happen
                allow-negative = true
                confirm-above = 5000

                [address]
                provider = photon

                """)
        #expect(try mode(of: url) == 0o644, "the file's own mode is kept when it holds no secret")
        let configuration = try AppConfiguration.load(from: url)
        #expect(configuration.themes == ["dark"])
        #expect(configuration.provider == .photon)
        #expect(configuration.amounts.allowsNegative)
        // Removing a key (the theme back to following the desktop) leaves the rest alone.
        try ConfigurationUpdate.apply([.init(section: "appearance", key: "theme", value: nil)], to: url)
        #expect(
            try String(contentsOf: url, encoding: .utf8).hasPrefix(
                "# EntryDesk at the front desk\n[appearance]\n\n[amounts]\n; refunds happen\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["entrydesk.conf"], "no temporary file left behind")
    }

    @Test func aNewFileIsPrivateAndAPasswordMakesAFilePrivate() throws {
        let folder = try TemporaryFolder("config-update")
        defer { folder.cleanUp() }
        let fresh = folder.file("new/entrydesk.conf")
        try ConfigurationUpdate.apply([.init(section: "appearance", key: "theme", value: "high-contrast")], to: fresh)
        #expect(try mode(of: fresh) == 0o600)
        #expect(try String(contentsOf: fresh, encoding: .utf8) == "[appearance]\ntheme = high-contrast\n")

        let shared = folder.file("shared.conf")
        try "[appearance]\ntheme = dark\n".write(to: shared, atomically: false, encoding: .utf8)
        chmod(shared.path, 0o644)
        try ConfigurationUpdate.apply(
            [.init(section: "sync", key: "server", value: "postgresql://desk_anna:s3cret@db.example/entries")], to: shared)
        #expect(try mode(of: shared) == 0o600, "a file with a password is never left readable by others")
        // And the app reads it back (it refuses such a file readable by others).
        #expect(try AppConfiguration.load(from: shared).syncServer == "postgresql://desk_anna:s3cret@db.example/entries")
    }

    @Test func errorsNameTheFileButNeverAValue() throws {
        let folder = try TemporaryFolder("config-update")
        defer { folder.cleanUp() }
        // A folder that cannot be made (a file is in its place): refused even to root.
        let blocker = folder.file("entrydesk")
        try "not a folder".write(to: blocker, atomically: false, encoding: .utf8)
        let url = blocker.appendingPathComponent("entrydesk.conf")
        #expect {
            try ConfigurationUpdate.apply(
                [.init(section: "sync", key: "server", value: "postgresql://desk_anna:new-secret@db.example/entries")], to: url)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(url.path + ": cannot be written") && !text.contains("secret")
        }
        // A file others wrote, in a folder this user may not write to (not checkable as root).
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let lockedFile = locked.appendingPathComponent("entrydesk.conf")
        try "[sync]\nserver = postgresql://desk_anna:old-secret@db.example/entries\n".write(
            to: lockedFile, atomically: false, encoding: .utf8)
        chmod(lockedFile.path, 0o600)
        chmod(locked.path, 0o500)
        defer { chmod(locked.path, 0o700) }
        guard access(locked.path, W_OK) != 0 else { return }
        #expect {
            try ConfigurationUpdate.apply(
                [.init(section: "sync", key: "server", value: "postgresql://desk_anna:new-secret@db.example/entries")], to: lockedFile)
        } throws: { error in
            let text = "\(error)"
            return text.contains(lockedFile.path) && !text.contains("secret")
        }
        #expect(try String(contentsOf: lockedFile, encoding: .utf8).contains("old-secret"), "the file is as it was")
    }

    @Test func aBrokenFileIsNotOverwritten() throws {
        let folder = try TemporaryFolder("config-update")
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        try "[sync]\nserver = postgresql://desk:pw@db/e\nnot a setting\n".write(to: url, atomically: false, encoding: .utf8)
        #expect {
            try ConfigurationUpdate.apply([.init(section: "appearance", key: "theme", value: "dark")], to: url)
        } throws: { error in
            "\(error)" == "\(url.path): cannot be read: line 3: expected `name = value`, a [section] or a # comment"
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "[sync]\nserver = postgresql://desk:pw@db/e\nnot a setting\n")
    }

    @Test func aPasswordIsKeptOrSetWithoutBeingShown() throws {
        let configured = ServerAddress("postgresql://desk_anna:p%40ss@db.example/entries?sslmode=verify-full")
        #expect(configured.redacted == "postgresql://desk_anna:***@db.example/entries?sslmode=verify-full")
        // The host changed in the window; the password comes back from the file.
        #expect(
            configured.restoringPasswords(in: "postgresql://desk_anna:***@db2.example/entries")
                == "postgresql://desk_anna:p%40ss@db2.example/entries")
        // A new password, percent-encoded into the URI, in place of the mask or after the role.
        #expect(
            try ServerAddress.settingPassword("n3w@pass", in: "postgresql://desk_anna:***@db.example/entries")
                == "postgresql://desk_anna:n3w%40pass@db.example/entries")
        #expect(
            try ServerAddress.settingPassword("pw", in: "postgresql://desk_ben@db.example/entries")
                == "postgresql://desk_ben:pw@db.example/entries")
        #expect(
            try ServerAddress.settingPassword("it's", in: "host=db.example dbname=entries")
                == #"host=db.example dbname=entries password='it\'s'"#)
        #expect(throws: ServerAddress.PasswordEditProblem.noRoleName) {
            try ServerAddress.settingPassword("pw", in: "postgresql://db.example/entries")
        }
    }
}
