/// The check-digit schemes a reference field may use, to verify a keyed reference and to make
/// valid ones (the bench's sample values, the tests' vectors). Each catches every single wrong
/// digit; Damm and MOD 97-10 every swap of two neighbours, Luhn all but 09 and 90.
public enum CheckDigits {
    /// The check digit(s) to append to `payload` (digits; for MOD 97-10 also letters, as in an
    /// IBAN), or nil when it has other characters or is empty.
    public static func compute(_ payload: String, scheme: CheckDigitScheme) -> String? {
        switch scheme {
        case .luhn: luhnDigit(payload).map(String.init)
        case .damm: dammDigit(payload).map(String.init)
        case .mod97:
            // Two digits that make payload‖digits ≡ 1 (mod 97).
            payload.isEmpty
                ? nil
                : mod97Remainder(payload + "00").map { remainder in
                    let check = 98 - remainder
                    return check < 10 ? "0\(check)" : "\(check)"
                }
        }
    }

    /// Whether `value` (payload and check digits, no spaces) carries the right check digit(s).
    public static func verify(_ value: String, scheme: CheckDigitScheme) -> Bool {
        switch scheme {
        case .luhn, .damm:
            guard value.count >= 2, let last = value.last else { return false }
            return compute(String(value.dropLast()), scheme: scheme) == String(last)
        case .mod97:
            return value.count >= 3 && value.suffix(2).allSatisfy(isDigit) && mod97Remainder(value) == 1
        }
    }

    /// Luhn (ISO/IEC 7812-1): every second digit from the right, starting with the one next to
    /// the check digit, is doubled (its digits summed); the check digit tops the sum to a multiple of 10.
    static func luhnDigit(_ payload: String) -> Int? {
        guard !payload.isEmpty, payload.allSatisfy(isDigit) else { return nil }
        var sum = 0
        for (index, character) in payload.reversed().enumerated() {
            var digit = character.wholeNumberValue!
            if index % 2 == 0 {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            sum += digit
        }
        return (10 - sum % 10) % 10
    }

    /// Damm's totally anti-symmetric quasigroup of order 10 (H. Michael Damm, 2004).
    private static let dammTable: [[Int]] = [
        [0, 3, 1, 7, 5, 9, 8, 6, 4, 2], [7, 0, 9, 2, 1, 5, 4, 8, 6, 3], [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
        [1, 7, 5, 0, 9, 8, 3, 4, 2, 6], [6, 1, 2, 3, 0, 4, 5, 9, 7, 8], [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
        [5, 8, 6, 9, 7, 2, 0, 1, 3, 4], [8, 9, 4, 5, 3, 6, 2, 0, 1, 7], [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
        [2, 5, 8, 1, 4, 3, 6, 7, 9, 0]
    ]

    /// Damm: the interim digit after the payload, which a zero-diagonal table makes the check
    /// digit (the whole value then runs to 0).
    static func dammDigit(_ payload: String) -> Int? {
        guard !payload.isEmpty, payload.allSatisfy(isDigit) else { return nil }
        var interim = 0
        for character in payload { interim = dammTable[interim][character.wholeNumberValue!] }
        return interim
    }

    /// ISO 7064 MOD 97-10 remainder of `text` read as a number, letters as 10 (A) to 35 (Z), as
    /// IBANs and creditor references do; nil for any other character.
    static func mod97Remainder(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        var remainder = 0
        for character in text {
            if let digit = character.isASCII ? character.wholeNumberValue : nil {
                remainder = (remainder * 10 + digit) % 97
            } else if let ascii = character.asciiValue, (65...90).contains(ascii) {
                remainder = (remainder * 100 + Int(ascii) - 55) % 97
            } else {
                return nil
            }
        }
        return remainder
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
