import Testing
@testable import AddressKit

/// The ASCII shortcuts of `PythonText` answer as the Unicode properties behind them do.
@Suite struct PythonTextASCIITests {
    @Test func asciiShortcutsMatchTheUnicodeProperties() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            let category = properties.generalCategory
            let letter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(category)
            #expect(PythonText.isSpace(scalar) == (properties.isWhitespace || (0x1C...0x1F).contains(value)), "U+\(value)")
            #expect(PythonText.isDigit(scalar) == (properties.numericType == .decimal), "U+\(value)")
            #expect(PythonText.isAlnum(scalar) == (letter || properties.numericType != nil), "U+\(value)")
        }
    }
}
