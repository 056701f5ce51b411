import GtkKit

/// The forms a long-press on a key offers (ü, ú, û, ù on u), as touch-sized keys in a popover
/// above it; a tap on one types it and closes the popover.
///
/// Focus stays in the field being typed into (`autohide` false): the keyboard closes the popover
/// when a form is tapped, when another key is, or when it changes page or field; a mouse press
/// over it reaches it through the keyboard's `PopoverPressRouting`.
@MainActor
final class KeyAlternatesPopover {
    private let popover = Popover()
    private let row = Box(.horizontal, spacing: 0, role: .group)
    private var buttons: [Button] = []
    private let forms: [String]
    private let onPick: @MainActor (String) -> Void

    /// A popover over `key` offering `forms` left to right; `accessibleLabel` names it.
    init(forms: [String], over key: Button, accessibleLabel: String, onPick: @escaping @MainActor (String) -> Void) {
        self.forms = forms
        self.onPick = onPick
        row.addCSSClass("keypad")
        row.addCSSClass("key-alternates")
        row.setAccessibleLabel(accessibleLabel)
        for (index, form) in forms.enumerated() {
            let button = Button(label: form)
            button.isFocusable = false
            button.focusOnClick = false
            button.addCSSClass("touch-target")
            button.onClicked { [weak self] in self?.pick(index) }
            row.append(button)
            buttons.append(button)
        }
        row.keepLeftToRight()
        popover.autohide = false
        popover.hasArrow = false
        popover.setChild(row)
        popover.positionAbove()
        popover.attach(to: key)
    }

    /// The forms' keys, in the order shown.
    var keys: [Button] { buttons }

    /// Shows the popover.
    func open() { popover.popup() }

    /// Hides the popover and takes it from its key.
    func close() {
        popover.popdown()
        popover.unparent()
    }

    /// Types the form at `index`.
    func pick(_ index: Int) {
        guard forms.indices.contains(index) else { return }
        onPick(forms[index])
    }

    /// What a press at this point of the window's surface is on: a form's key, the popover
    /// around them, or nothing of the popover.
    func target(atWindowSurfaceX x: Double, y: Double) -> PopoverPressRouting.Target? {
        guard popover.isOpen, let frame = row.frameInWindowSurface, frame.contains(x: x, y: y) else { return nil }
        guard let index = buttons.firstIndex(where: { $0.frameInWindowSurface?.contains(x: x, y: y) == true }) else {
            return .background
        }
        return .item(index)
    }
}
