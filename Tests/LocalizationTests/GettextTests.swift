import Foundation
@testable import Localization
import Testing

/// The marks and the placeholder syntax, as the command line meets them (translations off).
struct GettextTests {
    @Test func withoutActivationEveryMarkReturnsTheEnglish() {
        #expect(!Translations.isActive)
        #expect(tr("Keyboard Shortcuts") == "Keyboard Shortcuts")
        #expect(trc("address field", "State") == "State")
        #expect(trn("%@ entry", "%@ entries", 1) == "%@ entry")
        #expect(trn("%@ entry", "%@ entries", 0) == "%@ entries")
        #expect(InterfaceLanguage.code == "en")
        #expect(!InterfaceLanguage.isRightToLeft)
        // English stays plain: no invisible isolates in what scripts and tests read.
        #expect(LeftToRight.isolate("US$ 12.50") == "US$ 12.50")
    }

    @Test func placeholdersInAnyOrder() {
        #expect(LocalizedFormat.fill("%2$@ vor %1$@", "A", "B") == "B vor A")
        #expect(LocalizedFormat.fill("Saved entry for %@.", "Ada") == "Saved entry for Ada.")
        // One pass: a value holding a placeholder is not filled again.
        #expect(LocalizedFormat.fill("%1$@ and %2$@", "%2$@", "X") == "%2$@ and X")
        #expect(LocalizedFormat.fill("100% of %@", "it") == "100% of it")
    }

    @Test func theLanguageOfACatalogueHeader() {
        let header = "Project-Id-Version: EntryDesk\nLanguage: pt_BR\nMIME-Version: 1.0\n"
        #expect(InterfaceLanguage.languageField(ofHeader: header) == "pt_BR")
        #expect(InterfaceLanguage.languageField(ofHeader: "Language: \n") == nil)
        #expect(InterfaceLanguage.languageField(ofHeader: "") == nil)
    }

    @Test func countsAndTimesFollowTheLocale() {
        #expect(UserLocale.resolve(["LANG": "de_DE.UTF-8"])?.identifier == "de_DE")
        #expect(1234.formatted(.number.locale(Locale(identifier: "de_DE"))) == "1.234")
    }
}
