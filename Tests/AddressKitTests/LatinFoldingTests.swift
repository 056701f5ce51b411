import Testing
@testable import AddressKit

/// The Latin table gives the tokens Foundation's folding gives.
@Suite struct LatinFoldingTests {
    @Test func everyLatinScalarTokenizesAsFoundationFoldsIt() {
        for value in UInt32(0x80)..<LatinFolding.end {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "Ab\(scalar)cD 12", "x \(scalar)\(scalar) y"] {
                #expect(AddressTextFolder.tokens(text) == AddressTextFolder.tokensFoldingWithFoundation(text),
                        "U+\(String(value, radix: 16, uppercase: true)) in \"\(text)\"")
            }
        }
    }

    @Test func mixedTextsAgreeAndOthersFallBack() {
        var generator = SplitMix(seed: 11)
        let pool = Array("aZ9 -'.,ßÆœØłđÐþıÉèñÅÜçĳŒǅ²ªµ×\u{A0}İŉ")
        for _ in 0..<2_000 {
            let text = String((0..<Int(generator.next() % 12)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] })
            #expect(AddressTextFolder.tokens(text) == AddressTextFolder.tokensFoldingWithFoundation(text), "\"\(text)\"")
        }
        // Beyond the table: Greek, a combining accent, CJK.
        #expect(LatinFolding.asciiFolded("Αθήνα") == nil)
        #expect(LatinFolding.asciiFolded("e\u{301}") == nil)
        #expect(LatinFolding.asciiFolded("東京") == nil)
        #expect(AddressTextFolder.tokens("Jürgen Müller-Łódź") == ["jurgen", "muller", "lodz"])
    }
}

/// A seeded generator: the same texts on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
