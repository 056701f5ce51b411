@testable import EntrySettings
import Testing

struct AdminPINTests {
    /// Published PBKDF2-HMAC-SHA-256 vectors through swift-crypto: RFC 7914 section 11 (64 bytes
    /// of output, two blocks) and the RFC 6070-style vectors for SHA-256 (one block, and 40
    /// bytes: a second block cut short).
    @Test func pbkdf2MatchesPublishedVectors() {
        func derived(_ password: String, _ salt: String, _ iterations: Int, _ byteCount: Int) -> String? {
            AdminPIN.pbkdf2(
                password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
                byteCount: byteCount
            ).map(AdminPIN.hex)
        }
        #expect(
            derived("passwd", "salt", 1, 64) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        #expect(
            derived("Password", "NaCl", 80_000, 64) == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
        #expect(derived("password", "salt", 4096, 32) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        #expect(
            derived("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40)
                == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
    }

    @Test func newPINsGetOWASPsIterationCount() throws {
        #expect(AdminPIN.defaultIterations >= 600_000)
        let pin = try AdminPIN.make(pin: "2468")
        #expect(pin.iterations == AdminPIN.defaultIterations)
        #expect(!pin.isWeakerThanDefault)
        #expect(pin.hashHex.count == 64)
        #expect(pin.matches("2468"))
    }

    /// A PIN typed for an operator ID that has none is checked as long as a real one, and never matches.
    @Test func anUnknownOperatorsPINCostsAFullCheckAndNeverMatches() throws {
        let unknown = AdminPIN.unknownOperator
        #expect(unknown.iterations == AdminPIN.defaultIterations)
        #expect(unknown.hashHex.count == (try AdminPIN.make(pin: "2468")).hashHex.count)
        #expect(AdminPIN.bytes(fromHex: unknown.saltHex)?.count == 16, "a salt PBKDF2 takes: the rounds are run")
        #expect(!unknown.matches("2468") && !unknown.matches("0000"))
    }

    @Test func nothingIsDerivedFromAnEmptyPINOrAnImpossibleCount() {
        #expect(AdminPIN.pbkdf2(password: [], salt: [1], iterations: 1) == nil)
        #expect(AdminPIN.pbkdf2(password: [1], salt: [1], iterations: 0) == nil)
        #expect(AdminPIN.pbkdf2(password: [1], salt: [1], iterations: Int(UInt32.max) + 1) == nil)
    }

    @Test func aPINMatchesOnlyItselfAndIsSalted() throws {
        let first = try AdminPIN.make(pin: "4831", iterations: 1000)
        let second = try AdminPIN.make(pin: "4831", iterations: 1000)
        #expect(first.matches("4831"))
        #expect(!first.matches("4832"))
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
        #expect((try? AdminPIN.make(pin: "918273645091", iterations: 1)) != nil)
    }

    /// The PINs anyone tries first: one digit repeated, or digits in a row either way.
    @Test(arguments: ["0000", "7777777", "1234", "123456789012", "9876", "3210", "7890", "8901", "0987"])
    func trivialPINsAreRefused(_ pin: String) {
        #expect(throws: AdminPIN.Problem.trivial) { try AdminPIN.make(pin: pin, iterations: 1) }
    }

    @Test(arguments: ["2468", "1357", "1243", "0001", "1212", "4831"])
    func otherShortPINsAreTaken(_ pin: String) {
        #expect((try? AdminPIN.make(pin: pin, iterations: 1)) != nil)
    }
}
