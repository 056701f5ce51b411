/// Classification of the Unicode scalars that people type or paste into amounts.
enum ScalarClass {
    /// The value 0...9 of any Unicode decimal digit (ASCII, Arabic-Indic, Extended Arabic-Indic,
    /// Devanagari, fullwidth...), or nil.
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value >= 0x30 && scalar.value <= 0x39 { return UInt8(scalar.value - 0x30) }
        guard scalar.value >= 0x80, scalar.properties.numericType == .decimal,
            let value = scalar.properties.numericValue
        else { return nil }
        // numericValue of a decimal digit is an exact small integer; convert through Int.
        let integer = Int(value)
        return (0...9).contains(integer) ? UInt8(integer) : nil
    }

    /// Invisible direction and formatting marks that ICU puts around Arabic and Persian numbers
    /// (ALM U+061C, LRM/RLM, embeddings, isolates) and that pastes carry: dropped before parsing.
    static func isIgnorableMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// Any Unicode space (space, no-break U+00A0, narrow no-break U+202F, thin U+2009, ...).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar.properties.isWhitespace
    }

    /// A minus sign: ASCII hyphen-minus, U+2212 minus, small and fullwidth hyphen-minus.
    static func isMinus(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2212, 0xFE63, 0xFF0D: return true
        default: return false
        }
    }

    /// A plus sign: ASCII or fullwidth.
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2B || scalar.value == 0xFF0B
    }

    /// The separator kind of a scalar inside a number, or nil if it is none.
    static func separator(_ scalar: Unicode.Scalar) -> SeparatorKind? {
        switch scalar.value {
        case 0x2E, 0xFF0E: return .dot
        case 0x2C, 0xFF0C: return .comma
        case 0x27, 0x2019, 0x02BC: return .apostrophe
        case 0x066B: return .arabicDecimal
        case 0x066C: return .arabicGroup
        default: return isSpace(scalar) ? .space : nil
        }
    }

    /// The scalar lowercased when that maps one scalar to one scalar (for currency matching).
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 {
            return (scalar.value >= 65 && scalar.value <= 90) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first ?? scalar : scalar
    }

    /// Text prepared for matching: marks dropped, spaces unified to U+0020, lowercased.
    static func matchKey(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !isIgnorableMark(scalar) {
            result.append(isSpace(scalar) ? " " : lowercased(scalar))
        }
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
