@testable import EntryDesk
import Testing

struct AdminPINTests {
    @Test func eachLockoutOfThePINPanelLastsTwiceAsLongUpToFifteenMinutes() {
        #expect((1...7).map { PINDialog.lockSeconds(afterLockout: $0) } == [30, 60, 120, 240, 480, 900, 900])
    }

    @Test func sha256MatchesTheStandardVectors() {
        let empty = AdminPIN.hex(SHA256.hash([]))
        #expect(empty == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let abc = AdminPIN.hex(SHA256.hash(Array("abc".utf8)))
        #expect(abc == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = AdminPIN.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
        #expect(twoBlocks == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func pbkdf2MatchesRFC7914Vector() {
        // RFC 7914 section 11: PBKDF2-HMAC-SHA256 ("passwd", "salt", c = 1), first 32 bytes.
        let key = SHA256.pbkdf2(password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1)
        #expect(AdminPIN.hex(key) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc")
    }

    @Test func aPINMatchesOnlyItselfAndIsSalted() throws {
        let first = try AdminPIN.make(pin: "4321", iterations: 1000)
        let second = try AdminPIN.make(pin: "4321", iterations: 1000)
        #expect(first.matches("4321"))
        #expect(!first.matches("4322"))
        #expect(!first.matches(""))
        #expect(first.saltHex != second.saltHex)
        #expect(first.hashHex != second.hashHex)
    }

    @Test func weakOrNonDigitPINsAreRefused() {
        #expect(throws: AdminPIN.Problem.tooShort(minimum: 4)) { try AdminPIN.make(pin: "123") }
        #expect(throws: AdminPIN.Problem.notDigits) { try AdminPIN.make(pin: "12a4") }
        // One maximum for setting a PIN and for the panel that types it: 13 digits could be
        // set before and never typed at the kiosk.
        #expect(throws: AdminPIN.Problem.tooLong(maximum: 12)) { try AdminPIN.make(pin: "1234567890123", iterations: 1) }
        #expect((try? AdminPIN.make(pin: "123456789012", iterations: 1)) != nil)
    }
}
