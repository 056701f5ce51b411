@testable import EntryDesk
import Foundation
import Testing

struct ConfigurationTests {
    @Test func editsKeepOtherLinesAndComments() throws {
        var file = try ConfigurationFile(text: "# my kiosk\n[kiosk]\nidle-timeout = 30\n\n[address]\nprovider = local\n", path: "c.conf")
        file.setValue("true", for: "enabled", in: "kiosk")
        file.setValue("60", for: "idle-timeout", in: "kiosk")
        file.setValue("dark", for: "theme", in: "appearance")
        #expect(file.text == "# my kiosk\n[kiosk]\nidle-timeout = 60\nenabled = true\n\n[address]\nprovider = local\n\n[appearance]\ntheme = dark\n")
        file.setValue(nil, for: "enabled", in: "kiosk")
        #expect(file.value("enabled", in: "kiosk") == nil)
    }

    @Test func syntaxErrorsNameTheLine() {
        #expect(throws: ConfigurationFile.SyntaxError(path: "c.conf", line: 2, reason: "expected `name = value`, a [section] or a # comment")) {
            try ConfigurationFile(text: "[kiosk]\nenabled\n", path: "c.conf")
        }
    }

    @Test func typedValuesAreCheckedWithTheKeyInTheError() throws {
        let file = try ConfigurationFile(text: "[kiosk]\nidle-timeout = soon\n", path: "c.conf")
        #expect(throws: ConfigurationError.invalid(path: "c.conf", key: "kiosk.idle-timeout", value: "soon", expected: "whole seconds from 5 to 86400")) {
            try AppConfiguration(file: file, path: "c.conf")
        }
    }

    @Test func pinRoundTripsThroughTheFileWithMode0600() throws {
        let pin = try AdminPIN.make(pin: "2468", iterations: 500)
        var file = ConfigurationFile()
        file.setValue(AppConfiguration.storedForm(of: pin), for: "admin-pin", in: "kiosk")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-\(UUID().uuidString)/entrydesk.conf")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try file.save(to: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let configuration = try AppConfiguration.load(from: url)
        #expect(configuration.adminPIN?.matches("2468") == true)
        #expect(configuration.idleTimeoutSeconds == 90)
    }
}
