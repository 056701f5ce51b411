import EntryWidgets
import Foundation
import Testing

/// Every layout file EntryDesk installs reads, types what its language needs, and offers each
/// language's own letters on a key or a long-press.
struct BundledKeyboardLayoutsTests {
    static let directory = KeyboardLayoutSet.bundledDirectory

    static func layout(_ name: String) throws -> KeyboardLayout {
        try KeyboardLayoutReader.read(directory.appendingPathComponent("\(name).json"))
    }

    /// Everything a layout types: its keys, with Shift, and their long-presses.
    static func typed(by layout: KeyboardLayout) -> Set<String> {
        var texts: Set<String> = []
        for case .text(let key) in layout.rows.joined() {
            texts.formUnion([key.text, key.shifted] + key.alternates + key.shiftedAlternates)
        }
        return texts
    }

    static let letters = ["en", "de", "fr", "es", "pt_BR", "ar", "ja", "zh_CN"]

    @Test(arguments: letters + ["symbols"]) func everyBundledLayoutReads(name: String) throws {
        let layout = try Self.layout(name)
        let roles = layout.rows.joined().compactMap { key -> KeyboardKey.Role? in
            if case .role(let role) = key { return role }
            return nil
        }
        #expect(roles.contains(.space) && roles.contains(.backspace))
        if name == "symbols" {
            #expect(roles.contains(.letters), "the symbols page goes back to the letters")
        } else {
            #expect(roles.contains(.symbols) && roles.contains(.layout), "\(name) reaches the symbols page and the next layout")
            #expect(Set("0123456789+".map(String.init)).isSubset(of: Self.typed(by: layout)), "\(name) types digits and +")
        }
    }

    @Test(arguments: [
        ("de", "äöüßÄÖÜ"), ("fr", "éèêàçùœÉÈÊÀÇÙŒ"), ("es", "ñáéíóúüÑÁÉÍÓÚÜ"), ("pt_BR", "çãõáâêôÇÃÕÁÂÊÔ"),
        ("en", "abcxyzABCXYZ'-.,"), ("ar", "محمدعليأحمدة،"),
        // Hiragana, katakana (Shift), voiced and small forms (a long press), the long vowel mark.
        ("ja", "やまもとはなこヤマモトハナコがぱっゃガパッャー-")
    ])
    func eachLanguageTypesItsOwnLetters(name: String, letters: String) throws {
        let typed = Self.typed(by: try Self.layout(name))
        let missing = letters.map(String.init).filter { !typed.contains($0) }
        #expect(missing.isEmpty, "\(name) cannot type \(missing)")
    }

    @Test func theLettersOfGermanFrenchAndSpanishHaveKeysOfTheirOwn() throws {
        func keys(_ name: String) throws -> Set<String> {
            var texts: Set<String> = []
            for case .text(let key) in try Self.layout(name).rows.joined() { texts.insert(key.text) }
            return texts
        }
        #expect(Set(["ä", "ö", "ü", "ß", "z", "y"]).isSubset(of: try keys("de")))
        #expect(Set(["é", "è", "à", "ç", "ù", "œ"]).isSubset(of: try keys("fr")))
        #expect(Set(["ñ", "á", "é", "í", "ó", "ú"]).isSubset(of: try keys("es")))
        #expect(Set(["ç", "ã", "õ", "á", "â", "ê", "ô"]).isSubset(of: try keys("pt_BR")))
    }

    @Test func onlyChineseComposesItsLetters() throws {
        for name in Self.letters { #expect(try Self.layout(name).composition == (name == "zh_CN" ? .pinyin : nil), "\(name)") }
    }

    @Test func arabicIsWrittenRightToLeftAndTheOthersLeftToRight() throws {
        #expect(try Self.layout("ar").isRightToLeft)
        for name in Self.letters where name != "ar" { #expect(try !Self.layout(name).isRightToLeft, "\(name)") }
    }

    @Test func theSymbolsPageTypesWhatAddressesWrite() throws {
        let typed = Self.typed(by: try Self.layout("symbols"))
        let missing = ["/", "#", "&", "@", "(", ")", "-", "'", ",", ".", "+", "º", "ª"].filter { !typed.contains($0) }
        #expect(missing.isEmpty, "the symbols page cannot type \(missing)")
    }

    @Test func aKioskGetsItsLanguagesLayoutThenEnglish() {
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "de", in: Self.directory) == ["de", "en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "pt_BR", in: Self.directory) == ["pt_BR", "en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "fr_CA", in: Self.directory) == ["fr", "en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "ja", in: Self.directory) == ["ja", "en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "zh_CN", in: Self.directory) == ["zh_CN", "en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "it", in: Self.directory) == ["en"])
        #expect(KeyboardLayoutSet.fileNames(forLanguage: "en", in: Self.directory) == ["en"])
        let (layouts, problems) = KeyboardLayoutSet.load(language: "ar", from: Self.directory)
        #expect(problems.isEmpty, "\(problems)")
        #expect(layouts.letters.map(\.label) == ["ع", "EN"])
        #expect(layouts.symbols?.label == "&123")
    }

    @Test func aLayoutThatCannotBeReadIsLeftOutAndNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["en", "symbols"] {
            try FileManager.default.copyItem(
                at: Self.directory.appendingPathComponent("\(name).json"), to: folder.appendingPathComponent("\(name).json"))
        }
        try Data("{\n  \"name\": 3\n}".utf8).write(to: folder.appendingPathComponent("de.json"))
        let (layouts, problems) = KeyboardLayoutSet.load(language: "de", from: folder)
        #expect(layouts.letters.map(\.label) == ["EN"])
        #expect(problems.map(\.description) == ["de.json:2:11: \"name\" is a text"])
    }
}
