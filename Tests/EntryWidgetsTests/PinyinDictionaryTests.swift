@testable import EntryWidgets
import Foundation
import Testing

/// Pinyin to hanzi, read from a Rime dictionary as Debian ships it.
struct PinyinDictionaryTests {
    static let sample = """
        # Rime dictionary
        ---
        name: sample
        ...

        被\tbei\t9000
        北\tbei\t8000
        北京\tbei jing\t53176
        背景\tbei jing\t3000
        北京路\tbei jing lu\t10
        路\tlu\t20471
        """

    @Test func wordsSpelledExactlyComeFirstThenThoseBegunEachByWeight() throws {
        let dictionary = try PinyinDictionary(text: Self.sample)
        #expect(dictionary.candidates(for: "beijing", limit: 8) == ["北京", "背景", "北京路"])
        #expect(dictionary.candidates(for: "bei", limit: 8) == ["被", "北", "北京", "背景", "北京路"])
        #expect(dictionary.candidates(for: "Bei'jing", limit: 1) == ["北京"], "case and apostrophes do not count")
        #expect(dictionary.candidates(for: "xyz", limit: 8) == [])
        #expect(dictionary.candidates(for: "", limit: 8) == [])
    }

    @Test func aMalformedLineIsNamedByItsLine() {
        #expect(throws: PinyinDictionary.Malformed(file: "d.dict.yaml", line: 3, reason: "the weight \"many\" is not a whole number")) {
            try PinyinDictionary(text: "...\n北\tbei\t1\n被\tbei\tmany\n", file: "d.dict.yaml")
        }
        #expect(throws: PinyinDictionary.Malformed(file: "d.dict.yaml", line: 2, reason: "expected a word, a tab and its pinyin")) {
            try PinyinDictionary(text: "...\n北 bei\n", file: "d.dict.yaml")
        }
    }

    /// Debian's dictionary, as the kiosk reads it (rime-data-pinyin-simp, installed for the tests).
    @Test func debiansDictionarySpellsAddresses() throws {
        let dictionary = try PinyinDictionary(contentsOf: PinyinDictionary.debianFile)
        #expect(dictionary.candidates(for: "beijing", limit: 3).first == "北京")
        #expect(dictionary.candidates(for: "lu", limit: 3).contains("路"))
        #expect(dictionary.candidates(for: "chaoyang", limit: 3).contains("朝阳"))
    }
}
