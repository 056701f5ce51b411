import GtkKit

/// The row of actions under a form, a dialog or a kiosk page: at the end, in the order given
/// (the main action last, as GNOME places it), its gaps from the stylesheet's `cssClass` rule.
@MainActor
enum ButtonRow {
    static func make(_ buttons: [Button], cssClass: String) -> Box {
        let row = Box(.horizontal, spacing: 0)
        row.addCSSClass(cssClass)
        row.halign = .end
        for button in buttons { row.append(button) }
        return row
    }
}
