import EntrySettings
import Foundation
import GtkKit
import Localization
import TeamServer

/// The Preferences window's "Team Server" section: the connection address with its password
/// shown as `***`, editable, and a password field of its own. A password typed is put into the
/// address, written to the file and cleared from the window; it is never shown, logged or
/// put back on screen. Applied at the next start (the sync engine keeps its connection).
@MainActor
final class TeamServerPreference {
    /// The section.
    let widget: Box
    private let addressEntry = Entry()
    private let passwordEntry = Entry.secret()
    private let saveButton = Button(label: tr("_Save Server Address"), mnemonic: true)
    private let save: @MainActor ([ConfigurationUpdate.Change]) -> Bool
    /// The address in the file (with its password), never shown as it is.
    private var configured: ServerAddress?
    private let problem = Label(role: .status)

    init(configuredAddress: String?, save: @escaping @MainActor ([ConfigurationUpdate.Change]) -> Bool) {
        self.save = save
        configured = configuredAddress.map(ServerAddress.init)
        addressEntry.text = configured?.redacted ?? ""
        addressEntry.placeholder = "postgresql://desk_anna@db.example/entries"  // i18n: not shown (an example address)
        passwordEntry.placeholder = tr("Unchanged")
        problem.xalign = 0
        problem.wraps = true
        problem.addCSSClass("error")
        problem.isVisible = false
        saveButton.halign = .end
        widget = PreferencesSection.make(
            title: tr("Team Server"),
            rows: [
                PreferencesSection.field(tr("Server address"), addressEntry), PreferencesSection.field(tr("Password"), passwordEntry),
                saveButton, problem
            ],
            note: tr("Leave the address empty to keep entries on this computer only. Takes effect when EntryDesk starts again."))
        saveButton.onClicked { [weak self] in self?.store() }
        addressEntry.onActivate { [weak self] in self?.store() }
        passwordEntry.onActivate { [weak self] in self?.store() }
    }

    private func store() {
        let edited = addressEntry.text.trimmingCharacters(in: .whitespaces)
        let password = passwordEntry.text
        var address = configured?.restoringPasswords(in: edited) ?? edited
        if !password.isEmpty {
            do {
                address = try ServerAddress.settingPassword(password, in: address)
            } catch {
                // Translators: keep "postgresql://ROLE@host/database" as it is.
                return show(problem: tr("Write the role name in the address (postgresql://ROLE@host/database) to give it a password."))
            }
        }
        guard save([Settings.server.change(to: edited.isEmpty ? nil : address)]) else { return }
        configured = edited.isEmpty ? nil : ServerAddress(address)
        passwordEntry.setTextWithoutUndo("")
        addressEntry.text = configured?.redacted ?? ""
        show(problem: nil)
    }

    private func show(problem text: String?) {
        problem.text = text ?? ""
        problem.isVisible = text != nil
    }
}
