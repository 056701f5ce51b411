/// What every typed value goes through before it is read: digits of any script become ASCII
/// digits (an Arabic desk may type `١٢٣` or `123`, a Japanese one full-width `１２３`), and the
/// invisible direction marks that right-to-left text carries are dropped, so that readers of
/// numbers, dates and phone numbers see one alphabet.
enum TypedText {
    /// `text` with decimal digits of any script as `0`...`9`, direction marks removed, and the
    /// minus sign U+2212 as `-`.
    static func normalized(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDirectionMark(scalar) { continue }
            if scalar.value >= 0x80, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                scalars.append(Unicode.Scalar(UInt8(48 + Int(value))))
            } else if scalar == "\u{2212}" {
                scalars.append("-")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// LRM, RLM, ALM and the embedding and isolate controls.
    static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `character` is an ASCII digit.
    static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
