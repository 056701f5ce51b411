import EntrySettings
import Foundation
import GtkKit
import Localization

/// The Preferences window's "Address Suggestions" section: the bundled sample, an index file
/// of the person's own (chosen with the file chooser) or an address service. The service's
/// keys stay in providers.conf and are never shown here. Applied at the next start: the
/// entry screen holds its provider for the life of the window.
@MainActor
final class AddressSourcePreference {
    /// The section.
    let widget: Box
    private let sources = DropDown(items: AddressSourceChoice.allCases.map(\.title))
    private let fileLabel = Label()
    private let chooseButton = Button(label: tr("_Choose File…"), mnemonic: true)
    private let fileRow = Box(.horizontal, spacing: 0)
    private weak var parent: Window?
    private let save: @MainActor ([ConfigurationUpdate.Change]) -> Bool
    private var indexPath: String?
    /// The choice the file says now (a refused write or a cancelled chooser goes back to it).
    private var saved: AddressSourceChoice
    private var chooser: FileChooser?
    private var selectionWatch: SignalHandle?

    init(configuration: AppConfiguration, parent: Window, save: @escaping @MainActor ([ConfigurationUpdate.Change]) -> Bool) {
        self.parent = parent
        self.save = save
        indexPath = configuration.indexPath
        saved = AddressSourceChoice(provider: configuration.provider, indexPath: configuration.indexPath)
        fileRow.addCSSClass("preferences-row")
        fileLabel.xalign = 0
        fileLabel.hexpand = true
        fileLabel.ellipsizeAtEnd()
        fileRow.append(fileLabel)
        fileRow.append(chooseButton)
        widget = PreferencesSection.make(
            title: tr("Address Suggestions"),
            rows: [PreferencesSection.row(tr("Suggest addresses from"), sources), fileRow],
            note: tr("Address services read their keys from providers.conf. Takes effect when EntryDesk starts again."))
        sources.selectedIndex = AddressSourceChoice.allCases.firstIndex(of: saved)
        showFile()
        selectionWatch = sources.onSelectionChanged { [weak self] in self?.sourceChosen() }
        chooseButton.onClicked { [weak self] in self?.chooseFile() }
    }

    private var selected: AddressSourceChoice? {
        sources.selectedIndex.flatMap { AddressSourceChoice.allCases.indices.contains($0) ? AddressSourceChoice.allCases[$0] : nil }
    }

    private func sourceChosen() {
        guard let choice = selected, choice != saved else { return }
        if choice == .indexFile, indexPath == nil { return chooseFile() }
        store(choice)
    }

    private func store(_ choice: AddressSourceChoice) {
        if save(choice.changes(indexPath: indexPath)) { saved = choice }
        select(saved)
    }

    private func chooseFile() {
        let chooser = FileChooser(title: tr("Choose an Address Index"), mode: .open, acceptLabel: tr("_Choose"), parent: parent)
        chooser.show { [weak self] path in
            guard let self else { return }
            self.chooser = nil
            guard let path else { return self.select(self.saved) }
            self.indexPath = path
            self.store(.indexFile)
        }
        self.chooser = chooser
    }

    /// Shows `choice` without taking it as a new choice.
    private func select(_ choice: AddressSourceChoice) {
        selectionWatch?.setBlocked(true)
        sources.selectedIndex = AddressSourceChoice.allCases.firstIndex(of: choice)
        selectionWatch?.setBlocked(false)
        showFile()
    }

    private func showFile() {
        fileRow.isVisible = saved == .indexFile
        // Translators: %@ is the address index file's name.
        fileLabel.text = indexPath.map { LocalizedFormat.fill(tr("Index file: %@"), URL(fileURLWithPath: $0).lastPathComponent) } ?? ""
        fileLabel.tooltip = indexPath
    }
}
