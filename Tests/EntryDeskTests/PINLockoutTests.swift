@testable import EntryDesk
import Foundation
import Testing
import TestSupport

/// Wrong PINs and locks outlive the kiosk process, in a small file of their own.
struct PINLockoutTests {
    /// The lockout file in a `state` folder (not yet made) inside `folder`.
    private func lockoutFile(in folder: TemporaryFolder) -> PINLockoutFile {
        PINLockoutFile(url: folder.file("state/kiosk-pin-lockout"))
    }

    @Test func eachLockoutOfThePINPanelLastsTwiceAsLongUpToFifteenMinutes() {
        #expect((1...7).map { PINLockout.lockSeconds(afterLockout: $0) } == [30, 60, 120, 240, 480, 900, 900])
    }

    @Test func aLockIsReadBackAsItWasWritten() throws {
        let folder = try TemporaryFolder("entrydesk-lockout")
        defer { folder.cleanUp() }
        let file = lockoutFile(in: folder)
        #expect(file.load() == PINLockout(), "no file: a fresh start")
        let until = Date(timeIntervalSince1970: 2_000_000_000)
        try file.save(PINLockout(failures: 3, lockouts: 2, lockedUntil: until))
        #expect(file.load() == PINLockout(failures: 3, lockouts: 2, lockedUntil: until))
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.deletingLastPathComponent().path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        try file.save(PINLockout())
        #expect(!FileManager.default.fileExists(atPath: file.url.path), "the right PIN leaves nothing behind")
    }

    @Test func aDamagedFileIsAFreshStartNotACrash() throws {
        let folder = try TemporaryFolder("entrydesk-lockout")
        defer { folder.cleanUp() }
        let file = lockoutFile(in: folder)
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: file.url)
        #expect(file.load() == PINLockout())
        try Data("failures=-4\nlockouts=x\nlocked-until=\nfailures=99\n".utf8).write(to: file.url)
        #expect(file.load() == PINLockout(failures: 3, lockouts: 0, lockedUntil: nil))
    }

    @Test func aFolderThatCannotBeMadeIsAnErrorNotACrash() throws {
        let folder = try TemporaryFolder("entrydesk-lockout")
        defer { folder.cleanUp() }
        let blocker = try folder.write("a file where the folder should be", to: "blocker")
        let file = PINLockoutFile(url: blocker.appendingPathComponent("entrydesk/kiosk-pin-lockout"))
        #expect(throws: (any Error).self) { try file.save(PINLockout(failures: 1, lockouts: 0, lockedUntil: nil)) }
        #expect(file.load() == PINLockout())
    }

    @Test func aClockSetBackCannotLockLongerThanTheLongestLock() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let lockout = PINLockout(failures: 3, lockouts: 2, lockedUntil: now.addingTimeInterval(86_400))
        #expect(lockout.remainingSeconds(at: now) == 60)
        #expect(PINLockout(failures: 3, lockouts: 1, lockedUntil: now.addingTimeInterval(12.2)).remainingSeconds(at: now) == 13)
        #expect(PINLockout(failures: 3, lockouts: 1, lockedUntil: now).remainingSeconds(at: now) == nil)
    }

    @Test func theFileFollowsXDGStateHome() {
        #expect(
            PINLockoutFile.defaultURL(environment: ["XDG_STATE_HOME": "/var/kiosk", "HOME": "/home/k"]).path
                == "/var/kiosk/entrydesk/kiosk-pin-lockout")
        #expect(
            PINLockoutFile.defaultURL(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/k"]).path
                == "/home/k/.local/state/entrydesk/kiosk-pin-lockout")
    }
}
