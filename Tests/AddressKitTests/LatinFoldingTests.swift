import Testing
@testable import AddressKit

/// The Latin table gives the tokens Foundation's folding gives.
@Suite struct LatinFoldingTests {
    @Test func everyLatinScalarTokenizesAsFoundationFoldsIt() {
        for value in UInt32(0x80)..<LatinFolding.end {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "Ab\(scalar)cD 12", "x \(scalar)\(scalar) y"] {
                #expect(
                    AddressTextFolder.tokens(text) == AddressTextFolder.tokensFoldingWithFoundation(text),
                    "U+\(String(value, radix: 16, uppercase: true)) in \"\(text)\"")
            }
        }
    }

    @Test func mixedTextsAgreeAndOthersFallBack() {
        let pool = Array("aZ9 -'.,ßÆœØłđÐþıÉèñÅÜçĳŒǅ²ªµ×\u{A0}İŉ")
        // 2,000 texts of the pool's characters: the digits of numbers written in base pool.count.
        for number in 0..<2_000 {
            var text = "", rest = number * 7_919
            while rest > 0 {
                text.append(pool[rest % pool.count])
                rest /= pool.count
            }
            #expect(AddressTextFolder.tokens(text) == AddressTextFolder.tokensFoldingWithFoundation(text), "\"\(text)\"")
        }
        // Beyond the table: Greek, a combining accent, CJK.
        #expect(LatinFolding.asciiFolded("Αθήνα") == nil)
        #expect(LatinFolding.asciiFolded("e\u{301}") == nil)
        #expect(LatinFolding.asciiFolded("東京") == nil)
        #expect(AddressTextFolder.tokens("Jürgen Müller-Łódź") == ["jurgen", "muller", "lodz"])
    }
}
