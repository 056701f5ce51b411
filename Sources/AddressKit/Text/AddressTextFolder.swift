import Foundation

/// Turns address text into search tokens: case- and diacritics-insensitive, split on anything
/// that is not a letter or digit ("Rue de l'Église" -> ["rue", "de", "l", "eglise"]).
public enum AddressTextFolder {
    /// The folded tokens of `text`, in order.
    public static func tokens(_ text: String) -> [String] {
        // Fast paths (most addresses): ASCII, and Latin letters folded by table; no Foundation call.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(text.utf8) }
        if let folded = LatinFolding.asciiFolded(text) { return asciiTokens(folded) }
        return tokensFoldingWithFoundation(text)
    }

    /// `tokens` without the Latin table: every text through `fold` (a Foundation call).
    static func tokensFoldingWithFoundation(_ text: String) -> [String] {
        var tokens: [String] = []
        let folded = fold(text)
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                tokens.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    /// Tokens of ASCII bytes: lower-cased runs of letters and digits.
    private static func asciiTokens(_ bytes: some Sequence<UInt8>) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(16)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            default:
                if !current.isEmpty {
                    tokens.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }

    /// `text` lower-cased without diacritics, with the letters that do not decompose spelled
    /// out the way people type them on a US keyboard (ß -> ss, æ -> ae, ø -> o, ł -> l).
    public static func fold(_ text: String) -> String {
        let base = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        guard base.unicodeScalars.contains(where: { $0.value >= 0x80 }) else { return base }
        var result = ""
        result.reserveCapacity(base.utf8.count)
        for scalar in base.unicodeScalars {
            switch scalar {
            case "ß": result += "ss"
            case "æ": result += "ae"
            case "œ": result += "oe"
            case "ø": result += "o"
            case "ł": result += "l"
            case "đ", "ð": result += "d"
            case "þ": result += "th"
            case "ı": result += "i"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
