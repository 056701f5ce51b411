// i18n: file never shown (the PIN rules are told by `entrydesk kiosk set-pin`, on the terminal)
import Crypto
import CryptoExtras
import Foundation

/// The kiosk's admin PIN, stored only as a salted PBKDF2-HMAC-SHA-256 hash (swift-crypto's).
public struct AdminPIN: Equatable, Sendable {
    /// The iteration count for new hashes: OWASP's figure for PBKDF2-HMAC-SHA-256, which makes
    /// guessing a short PIN from a stolen config costly. Checking one takes a few tenths of a
    /// second, so the kiosk's panel checks off the main thread (`AdminPINCheck`). Hashes stored
    /// with fewer (20,000 before) still verify and are hashed again at the next right PIN.
    public static let defaultIterations = 600_000

    /// The derived key's length in bytes: SHA-256's output, one PBKDF2 block.
    static let hashByteCount = 32

    /// The random salt, hex.
    public let saltHex: String
    /// The derived key, hex.
    public let hashHex: String
    /// The PBKDF2 iteration count.
    public let iterations: Int

    /// How many digits a PIN has: checked when it is set, and all the kiosk's PIN panel lets
    /// anyone type (a longer PIN could be set but never typed, locking the staff out).
    public static let lengths = 4...12

    /// Why a PIN is not acceptable.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case notDigits
        /// One digit repeated ("0000") or a straight run up or down ("1234", "9876"): the
        /// first PINs anyone tries.
        case trivial
        case mismatch

        public var description: String {
            switch self {
            case .tooShort(let minimum): "The PIN must have at least \(minimum) digits."
            case .tooLong(let maximum): "The PIN must have at most \(maximum) digits: the kiosk's PIN panel takes no more."
            case .notDigits: "The PIN must be digits only (0-9), so it can be typed on the kiosk's keypad."
            case .trivial: "The PIN is too easy to guess: not one digit repeated (0000) nor digits in a row (1234, 9876)."
            case .mismatch: "The two PINs differ."
            }
        }
    }

    /// A stored PIN from its parts.
    public init(saltHex: String, hashHex: String, iterations: Int) {
        self.saltHex = saltHex
        self.hashHex = hashHex
        self.iterations = iterations
    }

    /// What a PIN typed for an unknown operator ID is checked against: no PIN matches it (its
    /// hash is of no PIN's digits), and checking takes as long as checking a real one.
    public static let unknownOperator = AdminPIN(
        saltHex: String(repeating: "00", count: 16), hashHex: String(repeating: "00", count: hashByteCount),
        iterations: defaultIterations)

    /// Hashes a new PIN with a fresh random salt, after checking it.
    public static func make(pin: String, iterations: Int = defaultIterations) throws(Problem) -> AdminPIN {
        try validate(pin)
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        guard let hash = pbkdf2(password: Array(pin.utf8), salt: salt, iterations: iterations) else {
            // Only a count outside 1...UInt32.max gets here: callers pass today's or a test's.
            preconditionFailure("PBKDF2 refused \(iterations) iterations")
        }
        return AdminPIN(saltHex: hex(salt), hashHex: hex(hash), iterations: iterations)
    }

    /// Checks that a PIN can be used: `lengths` (4 to 12) ASCII digits, and not trivial.
    public static func validate(_ pin: String) throws(Problem) {
        guard pin.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notDigits }
        guard pin.count >= lengths.lowerBound else { throw .tooShort(minimum: lengths.lowerBound) }
        guard pin.count <= lengths.upperBound else { throw .tooLong(maximum: lengths.upperBound) }
        guard !isTrivial(pin) else { throw .trivial }
    }

    /// Whether every digit follows the one before by the same step of 0, +1 or -1 (wrapping
    /// 9 to 0: "7890" and "3210" are runs too).
    static func isTrivial(_ pin: String) -> Bool {
        let digits = pin.compactMap(\.wholeNumberValue)
        guard let first = digits.first, digits.count > 1 else { return false }
        let step = (digits[1] - first + 10) % 10
        guard [0, 1, 9].contains(step) else { return false }
        return zip(digits, digits.dropFirst()).allSatisfy { ($1 - $0 + 10) % 10 == step }
    }

    /// Whether this hash was made with fewer iterations than new ones get: the next right PIN
    /// stores it again with `defaultIterations`.
    public var isWeakerThanDefault: Bool { iterations < AdminPIN.defaultIterations }

    /// Whether `pin` is the stored PIN (compared in constant time). Takes as long as
    /// `iterations` rounds of HMAC-SHA-256: a few tenths of a second with `defaultIterations`.
    public func matches(_ pin: String) -> Bool {
        guard let salt = AdminPIN.bytes(fromHex: saltHex), let expected = AdminPIN.bytes(fromHex: hashHex),
            let actual = AdminPIN.pbkdf2(
                password: Array(pin.utf8), salt: salt, iterations: iterations,
                byteCount: expected.count),
            actual.count == expected.count
        else { return false }
        return zip(actual, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// PBKDF2-HMAC-SHA-256 (RFC 8018) of `password`; nil for an empty password or salt (no PIN
    /// is empty, and BoringSSL needs a buffer to point at) or a count BoringSSL cannot take.
    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, byteCount: Int = hashByteCount) -> [UInt8]? {
        guard !password.isEmpty, !salt.isEmpty, (1...Int(UInt32.max)).contains(iterations), byteCount > 0 else { return nil }
        // The unchecked variant: the checked one refuses fewer than 210,000 rounds, and hashes
        // stored with 20,000 must still verify (to be upgraded).
        let key = try? KDF.Insecure.PBKDF2.deriveKey(
            from: password, salt: salt, using: .sha256,
            outputByteCount: byteCount, unsafeUncheckedRounds: iterations)
        return key?.withUnsafeBytes { Array($0) }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    static func bytes(fromHex text: String) -> [UInt8]? {
        guard text.count % 2 == 0 else { return nil }
        var result: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            result.append(byte)
            index = next
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
