import GtkKit

/// What the right staff PIN opens: today's count of entries saved at this kiosk, a way out of
/// kiosk mode, and a way back to the kiosk. Touch-sized, on the staff panel (`PINDialog`).
@MainActor
final class StaffMenu {
    let widget: Box
    private let countLabel = Label()
    /// Called on "Leave kiosk mode".
    var onLeave: (@MainActor () -> Void)?
    /// Called on "Back to kiosk".
    var onBack: (@MainActor () -> Void)?

    init(strings: StaffStrings, widthChars: Int) {
        let box = Box(.vertical, spacing: 0)
        widget = box
        box.valign = .center
        box.addCSSClass("staff-menu")
        let title = Label(strings.menuTitle)
        title.addCSSClass("page-title")
        // As wide as the PIN page's message whatever the count: the panel keeps its size.
        countLabel.wraps = true
        countLabel.widthChars = widthChars
        countLabel.maxWidthChars = widthChars
        let leave = Button(label: strings.leaveKiosk)
        leave.addCSSClass("touch-target")
        leave.onClicked { [weak self] in self?.onLeave?() }
        let back = Button(label: strings.backToKiosk)
        back.addCSSClass("suggested-action")
        back.addCSSClass("touch-target")
        back.onClicked { [weak self] in self?.onBack?() }
        box.append(title)
        box.append(countLabel)
        box.append(back)
        box.append(leave)
    }

    /// Shows `text` as today's count (a count, or why there is none).
    func showCount(_ text: String) {
        countLabel.text = text
    }
}
