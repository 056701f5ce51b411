import Foundation
import TestSupport
import Testing

/// The translations as shipped: every language complete and checked by msgfmt, every marked
/// message in the template and the languages, no word left unmarked in the window's sources.
struct CatalogueTests {
    static let checkout = TestPython.checkout

    /// The languages of po/LINGUAS.
    static let languages: [String] = {
        let text = (try? String(contentsOf: checkout.appendingPathComponent("po/LINGUAS"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()

    @Test func theLanguagesTheIssueAsksFor() {
        #expect(Set(Self.languages) == ["de", "fr", "es", "pt_BR", "ja", "zh_CN", "ar"])
    }

    @Test(arguments: languages)
    func everyMessageIsTranslatedAndPassesMsgfmtCheck(_ language: String) throws {
        let run = try Self.run("/usr/bin/msgfmt", ["--check", "--statistics", "-o", "/dev/null", "po/\(language).po"])
        #expect(run.status == 0, "\(run.errors)")
        // "183 translated messages." and nothing else: no fuzzy, no untranslated message.
        let statistics = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            statistics.range(of: #"^\d+ translated messages?\.$"#, options: .regularExpression) != nil,
            "po/\(language).po: \(statistics)")
    }

    /// The plural rule of each language, as GNOME's translations write it: Arabic has six
    /// forms, Japanese and Chinese one, French counts 0 and 1 as singular.
    @Test(arguments: [
        ("ar", "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;"),
        ("de", "nplurals=2; plural=(n != 1);"), ("es", "nplurals=2; plural=(n != 1);"),
        ("fr", "nplurals=2; plural=(n > 1);"), ("pt_BR", "nplurals=2; plural=(n > 1);"),
        ("ja", "nplurals=1; plural=0;"), ("zh_CN", "nplurals=1; plural=0;")
    ])
    func pluralForms(_ language: String, _ rule: String) throws {
        // msgmerge wraps long header lines: joined again, as msgfmt reads them.
        let text = try String(contentsOf: Self.checkout.appendingPathComponent("po/\(language).po"), encoding: .utf8)
            .replacingOccurrences(of: "\"\n\"", with: "")
        #expect(text.contains("Plural-Forms: \(rule)\\n"), "po/\(language).po")
        #expect(text.contains("\\nLanguage: \(language)\\n"), "po/\(language).po")
    }

    @Test func everyMarkedMessageIsInTheTemplateAndEveryLanguage() throws {
        let run = try Self.run("/bin/bash", ["scripts/make-pot.sh", "--check"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }

    @Test func noWordOfTheWindowIsLeftUnmarked() throws {
        let run = try Self.run("/usr/bin/python3", ["scripts/check-translatable.py"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }

    /// The checker finds what it is for: a label, a button, a message with a value, and a
    /// translatable string with Swift interpolation (xgettext would extract it as written).
    @Test func theCheckerFindsUnmarkedWords() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.cleanUp() }
        try folder.write(
            #"""
            let label = Label("Saved entries")
            let button = Button(label: "_Discard", mnemonic: true)
            banner.show("Deleted the entry for \(name).")
            let marked = tr("Saved entry for \(name).")
            let fine = tr("Keyboard Shortcuts")
            logger.info("not for people to read")
            let css = "entry-row-name"
            let hidden = "power button" // i18n: not shown (device name)
            """#, to: "Sample.swift")
        let run = try Self.run("/usr/bin/python3", ["scripts/check-translatable.py", folder.path])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.output)")
        #expect(lines.contains { $0.hasSuffix(":1: \"Saved entries\"") })
        #expect(lines.contains { $0.hasSuffix(":2: \"_Discard\"") })
        #expect(lines.contains { $0.hasSuffix(":3: \"Deleted the entry for {}.\"") })
        #expect(lines.contains { $0.contains(":4: interpolation inside a translatable string") })
    }

    /// Runs a program in the checkout to its end: exit status and what it printed on each stream.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try runToCompletion(URL(fileURLWithPath: executable), arguments, environment: ProcessInfo.processInfo.environment, in: checkout)
    }
}
