import Foundation

/// The short number a kiosk visitor can note after saving ("K7QM-4XPA"), and staff can search
/// for at the desk: the first 40 bits of the saved entry's UUID in Crockford's base 32.
///
/// Nothing new is stored: the number is the start of the id the entry already has, so the
/// desk finds it with an id-prefix search (`idPrefix`). The alphabet leaves out I, L, O and U,
/// and reading back forgives what a person may write instead (o for 0, i and l for 1, lower
/// case, spaces or no hyphen). Forty bits make a clash between two of 100,000 entries about
/// one in ten million for any one number.
struct KioskReferenceNumber: Equatable, Sendable, CustomStringConvertible {
    /// Crockford's base 32: digits and letters no one confuses with another.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    /// Characters shown (two groups of four).
    static let length = 8
    /// Hexadecimal digits of the UUID the characters stand for (5 bits each).
    static let hexDigits = length * 5 / 4

    /// The eight characters, without the hyphen.
    let characters: String

    /// The number of a saved entry.
    init(id: UUID) {
        let bytes = withUnsafeBytes(of: id.uuid) { Array($0.prefix(Self.length * 5 / 8)) }
        var bits: UInt64 = 0
        for byte in bytes { bits = bits << 8 | UInt64(byte) }
        var characters = ""
        for index in (0..<Self.length).reversed() {
            characters.append(Self.alphabet[Int((bits >> UInt64(index * 5)) & 0x1F)])
        }
        self.characters = characters
    }

    /// Reads what a person typed; nil unless it is exactly a reference number (8 characters of
    /// the alphabet, the usual misreadings allowed, grouped by spaces or a hyphen or not at all).
    init?(parsing text: String) {
        var characters = ""
        for character in text.uppercased() where character != "-" && character != " " {
            let read: Character =
                switch character {
                case "O": "0"
                case "I", "L": "1"
                default: character
                }
            guard Self.alphabet.contains(read) else { return nil }
            characters.append(read)
        }
        guard characters.count == Self.length else { return nil }
        self.characters = characters
    }

    /// As shown and noted: two groups of four, "K7QM-4XPA".
    var description: String {
        "\(characters.prefix(Self.length / 2))-\(characters.suffix(Self.length / 2))"
    }

    /// The start of the lower-case UUID text (as EntryStore keeps ids) of the entry this number
    /// belongs to: "8f3a61c2-7d".
    var idPrefix: String {
        var bits: UInt64 = 0
        for character in characters {
            bits = bits << 5 | UInt64(Self.alphabet.firstIndex(of: character) ?? 0)
        }
        let hex = String(bits, radix: 16)
        let padded = String(repeating: "0", count: Self.hexDigits - hex.count) + hex
        return "\(padded.prefix(8))-\(padded.dropFirst(8))"
    }
}
