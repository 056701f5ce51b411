@testable import EntrySettings
import Foundation
import Testing
import TestSupport

struct ConfigurationTests {
    @Test func editsKeepOtherLinesAndComments() throws {
        var file = try ConfigurationFile(text: "# my kiosk\n[kiosk]\nidle-timeout = 30\n\n[address]\nprovider = local\n", path: "c.conf")
        file.setValue("true", for: "enabled", in: "kiosk")
        file.setValue("60", for: "idle-timeout", in: "kiosk")
        file.setValue("dark", for: "theme", in: "appearance")
        #expect(
            file.text
                == "# my kiosk\n[kiosk]\nidle-timeout = 60\nenabled = true\n\n[address]\nprovider = local\n\n[appearance]\ntheme = dark\n")
        file.setValue(nil, for: "enabled", in: "kiosk")
        #expect(file.value("enabled", in: "kiosk") == nil)
    }

    @Test func syntaxErrorsNameTheLine() {
        #expect(
            throws: ConfigurationFile.SyntaxError(path: "c.conf", line: 2, reason: "expected `name = value`, a [section] or a # comment")
        ) {
            try ConfigurationFile(text: "[kiosk]\nenabled\n", path: "c.conf")
        }
    }

    @Test func typedValuesAreCheckedWithTheLineAndKeyInTheError() throws {
        let file = try ConfigurationFile(text: "[kiosk]\nidle-timeout = soon\n", path: "c.conf")
        let error = ConfigurationError.invalid(
            path: "c.conf", line: 2, key: "kiosk.idle-timeout", value: "soon", expected: "whole seconds from 3 to 86400")
        #expect(throws: error) {
            try AppConfiguration(file: file, path: "c.conf")
        }
        #expect(error.description == "c.conf:2: kiosk.idle-timeout = soon: expected whole seconds from 3 to 86400")
        // Every setting's error names its line; a key set twice counts (and is named) where it is last.
        let cases: [(String, Int, String)] = [
            ("[kiosk]\nenabled = maybe\n", 2, "kiosk.enabled"),
            ("# settings\n\n[kiosk]\nallow-remote-provider = 2\n", 4, "kiosk.allow-remote-provider"),
            ("[kiosk]\non-screen-keyboard = sometimes\n", 2, "kiosk.on-screen-keyboard"),
            ("[kiosk]\nadmin-pin = 1234\n", 2, "kiosk.admin-pin"),
            ("[address]\nprovider = local\n[kiosk]\n[address]\nprovider = google\n", 5, "address.provider")
        ]
        for (text, line, key) in cases {
            #expect {
                try AppConfiguration(file: ConfigurationFile(text: text, path: "c.conf"), path: "c.conf")
            } throws: { error in
                guard case let .invalid(path, errorLine, errorKey, _, _) = error as? ConfigurationError else { return false }
                return path == "c.conf" && errorLine == line && errorKey == key && "\(error)".hasPrefix("c.conf:\(line): \(key) = ")
            }
        }
    }

    @Test func autoAdvanceIsOffUnlessAskedForAndAKioskAsksForItself() throws {
        let none = try AppConfiguration(file: try ConfigurationFile(text: "", path: "c.conf"), path: "c.conf")
        #expect(!none.autoAdvance && !none.kioskAutoAdvance)
        let desk = try AppConfiguration(file: try ConfigurationFile(text: "[entry]\nauto-advance = true\n", path: "c.conf"), path: "c.conf")
        #expect(desk.autoAdvance && !desk.kioskAutoAdvance)
        let kiosk = try AppConfiguration(file: try ConfigurationFile(text: "[kiosk]\nauto-advance = yes\n", path: "c.conf"), path: "c.conf")
        #expect(!kiosk.autoAdvance && kiosk.kioskAutoAdvance)
        #expect(
            throws: ConfigurationError.invalid(
                path: "c.conf", line: 2, key: "entry.auto-advance", value: "sometimes", expected: "true or false")
        ) {
            try AppConfiguration(file: try ConfigurationFile(text: "[entry]\nauto-advance = sometimes\n", path: "c.conf"), path: "c.conf")
        }
    }

    @Test func theKioskAsksAVisitorAboutSpeechUnlessToldAndTheOldOnOffWordsStillRead() throws {
        func speech(_ text: String) throws -> AppConfiguration.KioskSpeech {
            try AppConfiguration(file: ConfigurationFile(text: text, path: "c.conf"), path: "c.conf").kioskScreenReader
        }
        #expect(try speech("") == .ask)
        let words: [(String, AppConfiguration.KioskSpeech)] = [
            ("ask", .ask), ("on", .on), ("off", .off), ("true", .on), ("yes", .on), ("false", .off), ("no", .off)
        ]
        for (word, mode) in words {
            #expect(try speech("[kiosk]\nscreen-reader = \(word)\n") == mode, "\(word)")
        }
        #expect(
            throws: ConfigurationError.invalid(
                path: "c.conf", line: 2, key: "kiosk.screen-reader", value: "loud", expected: "ask, on or off")
        ) {
            try speech("[kiosk]\nscreen-reader = loud\n")
        }
    }

    @Test func carryOverNamesTheFieldsAndRefusesOthersNamingTheChoices() throws {
        let file = try ConfigurationFile(text: "[entry]\ncarry-over = City, state ,currency\n", path: "c.conf")
        #expect(try AppConfiguration(file: file, path: "c.conf").carryOver == [.city, .state, .currency])
        #expect(
            throws: ConfigurationError.invalid(
                path: "c.conf", line: 2, key: "entry.carry-over", value: "city, street",
                expected: "a list of city, state, postcode, currency")
        ) {
            try AppConfiguration(file: try ConfigurationFile(text: "[entry]\ncarry-over = city, street\n", path: "c.conf"), path: "c.conf")
        }
    }

    @Test func carryOverFromFixesIsOffUnlessSaid() throws {
        #expect(
            try AppConfiguration(file: try ConfigurationFile(text: "[entry]\n", path: "c.conf"), path: "c.conf").carryOverFromFixes == false
        )
        let file = try ConfigurationFile(text: "[entry]\ncarry-over-from-fixes = true\n", path: "c.conf")
        #expect(try AppConfiguration(file: file, path: "c.conf").carryOverFromFixes)
    }

    @Test func aCommentAfterAValueIsNotPartOfIt() throws {
        // The kiosk settings as the README shows them.
        let text = """
            [kiosk]
            enabled = true               # start as a kiosk without --kiosk
            idle-timeout = 90            # seconds before the warning and reset
            on-screen-keyboard = auto    # auto (when there is no keyboard), always or never
            allow-remote-provider = false  # never send what people type to a remote address service

            [appearance]
            theme = dark ; high contrast later
            [address]
            index = /srv/addresses#2.edidx\t# a # inside a value stays
            """
        let file = try ConfigurationFile(text: text, path: "c.conf")
        let configuration = try AppConfiguration(file: file, path: "c.conf")
        #expect(configuration.kioskEnabled)
        #expect(configuration.idleTimeoutSeconds == 90)
        #expect(configuration.onScreenKeyboard == .automatic)
        #expect(!configuration.kioskAllowsRemoteProvider)
        #expect(configuration.themes == ["dark"])
        #expect(configuration.indexPath == "/srv/addresses#2.edidx")
        // A # or ; with no whitespace before it, or right after the =, is part of the value.
        let values = try ConfigurationFile(text: "[a]\ncolour = #1a73e8\nurl = https://x.example/page#top\nlist = a;b\n", path: "c.conf")
        #expect(values.value("colour", in: "a") == "#1a73e8")
        #expect(values.value("url", in: "a") == "https://x.example/page#top")
        #expect(values.value("list", in: "a") == "a;b")
        #expect(values.setting("list", in: "a")?.line == 4)
        // Changing a setting keeps the person's comment on it.
        var edited = file
        edited.setValue("false", for: "enabled", in: "kiosk")
        #expect(edited.text.hasPrefix("[kiosk]\nenabled = false               # start as a kiosk without --kiosk\nidle-timeout = 90 "))
        #expect(try AppConfiguration(file: ConfigurationFile(text: edited.text, path: "c.conf"), path: "c.conf").kioskEnabled == false)
    }

    @Test func pinRoundTripsThroughTheFileWithMode0600() throws {
        let pin = try AdminPIN.make(pin: "2468", iterations: 500)
        var file = ConfigurationFile()
        file.setValue(pin.storedForm, for: "admin-pin", in: "kiosk")
        let folder = try TemporaryFolder("entrydesk-conf")
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        try file.save(to: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let configuration = try AppConfiguration.load(from: url)
        #expect(configuration.adminPIN?.matches("2468") == true)
        #expect(configuration.idleTimeoutSeconds == 90)
    }

    /// The PIN hash is a secret: a configuration file holding one that others can read is
    /// refused, as providers.conf with API keys is.
    @Test func aPINHashReadableByOthersIsRefusedWithTheFix() throws {
        let folder = try TemporaryFolder("conf")
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        var file = ConfigurationFile()
        file.setValue(try AdminPIN.make(pin: "2468", iterations: 1).storedForm, for: "admin-pin", in: "kiosk")
        try file.save(to: url)
        #expect(try AppConfiguration.load(from: url).adminPIN != nil)
        chmod(url.path, 0o644)
        #expect(throws: ConfigurationError.readableByOthers(path: url.path, permissions: 0o644, secret: "the admin PIN's hash")) {
            try AppConfiguration.load(from: url)
        }
        #expect(ConfigurationError.readableByOthers(path: "/c", permissions: 0o644, secret: "x").description.contains("chmod 600 /c"))
    }

    /// So is a team server address with a password in it; one without is no secret.
    @Test func aServerPasswordReadableByOthersIsRefused() throws {
        let folder = try TemporaryFolder("conf")
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        var file = ConfigurationFile()
        file.setValue("postgresql://desk_a@db.example/team", for: "server", in: "sync")
        try file.save(to: url)
        chmod(url.path, 0o644)
        #expect(try AppConfiguration.load(from: url).syncServer == "postgresql://desk_a@db.example/team")
        file.setValue("postgresql://desk_a:s3cret@db.example/team", for: "server", in: "sync")
        try file.save(to: url)
        chmod(url.path, 0o644)
        let error = #expect(throws: ConfigurationError.self) { try AppConfiguration.load(from: url) }
        #expect(error?.description.contains("the team server's password") == true)
        #expect(error?.description.contains("s3cret") == false)
    }
}
