import EntryStore
import GtkKit
import Localization

/// One saved entry in the list: name and amount on the first line; the address, the reference
/// and the date keyed below.
@MainActor
final class EntryRow {
    let box = Box(.vertical, spacing: 0)
    private let nameLabel = Label()
    private let amountLabel = Label()
    private let addressLabel = Label()
    private let referenceLabel = Label()
    private let dateLabel = Label()
    /// Shown while the team server does not have the entry's last change; only on a desk in a
    /// team (GTK makes ~200 rows at a time: a widget fewer each for a desk alone).
    private let notSentIcon: Image?

    init(showsServerState: Bool) {
        notSentIcon = showsServerState ? Image(iconName: "mail-send-symbolic") : nil
        box.addCSSClass("entry-row")
        let top = Box(.horizontal, spacing: 0)
        top.addCSSClass("entry-row-top")
        nameLabel.xalign = 0
        nameLabel.hexpand = true
        nameLabel.ellipsizeAtEnd()
        nameLabel.addCSSClass("entry-row-name")
        amountLabel.addCSSClass("entry-row-amount")
        addressLabel.xalign = 0
        addressLabel.hexpand = true
        addressLabel.ellipsizeAtEnd()
        addressLabel.addCSSClass("entry-row-address")
        // References are codes ("INV-2026-0042"): left to right in a right-to-left window too.
        referenceLabel.keepLeftToRight()
        for label in [referenceLabel, dateLabel] { label.addCSSClass("entry-row-detail") }
        top.append(nameLabel)
        if let notSentIcon {
            notSentIcon.tooltip = tr("Not on the team server yet")
            notSentIcon.addCSSClass("entry-row-not-sent")
            notSentIcon.isVisible = false
            top.append(notSentIcon)
        }
        top.append(amountLabel)
        box.append(top)
        let bottom = Box(.horizontal, spacing: 0)
        bottom.addCSSClass("entry-row-bottom")
        bottom.append(addressLabel)
        bottom.append(referenceLabel)
        bottom.append(dateLabel)
        box.append(bottom)
    }

    /// Shows an entry (nil: the entry vanished since the list was read).
    func show(_ entry: SavedEntry?, amountText: String, addressLine: String, dateText: String, waitingForServer: Bool = false) {
        notSentIcon?.isVisible = entry != nil && waitingForServer
        guard let entry else {
            nameLabel.text = ""
            amountLabel.text = ""
            addressLabel.text = ""
            referenceLabel.text = ""
            dateLabel.text = ""
            // A reused row must not keep reading out the entry it showed before.
            box.setAccessibleLabel("")
            return
        }
        nameLabel.text = entry.name.isEmpty ? "—" : entry.name
        amountLabel.text = amountText
        addressLabel.text = addressLine
        referenceLabel.text = entry.reference
        referenceLabel.isVisible = !entry.reference.isEmpty
        dateLabel.text = dateText
        // Translators: said after an entry of the saved list (name, address, amount, reference, date).
        let state = waitingForServer ? tr("not on the team server yet") : ""
        box.setAccessibleLabel(
            [entry.name, addressLine, amountText, entry.reference, dateText, state]
                .filter { !$0.isEmpty }.joined(separator: tr(", ")))
    }
}
