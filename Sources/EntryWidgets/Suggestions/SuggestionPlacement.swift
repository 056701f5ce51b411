import GtkKit

/// Where a suggestion list opens when part of the window must stay uncovered (`KeepClearArea`):
/// on the side of its field with room for the whole list, else on the side with more room, and
/// never taller than the room on that side, so a tap on the uncovered part (a key of the
/// on-screen keyboard) always reaches it.
struct SuggestionPlacement: Equatable {
    enum Side: Equatable { case below, above }

    /// The side of the field the list opens on.
    let side: Side
    /// The tallest the list's popover may be, in pixels.
    let maximumHeight: Double

    /// The placement for a field at `field` in a window `windowHeight` high whose `keepClear`
    /// areas must stay uncovered, for a popover that would like to be `wanted` high; nil when
    /// no area is in the way (the list opens below as it always does).
    static func place(field: WidgetFrame, windowHeight: Double, keepClear: [WidgetFrame], wanted: Double) -> SuggestionPlacement? {
        // Only areas the list could overlap: those across the field's columns (the list is as
        // wide as the field, under or over it).
        let across = keepClear.filter { $0.x < field.x + field.width && field.x < $0.x + $0.width }
        guard !across.isEmpty else { return nil }
        // An area is below the field when its top is below the field's middle: one that
        // overlaps the field's lower edge (a field scrolled half under the keyboard) leaves no
        // room below.
        var bottom = windowHeight, top = 0.0
        for area in across {
            if area.y > field.y + field.height / 2 {
                bottom = min(bottom, area.y)
            } else {
                top = max(top, area.maxY)
            }
        }
        let below = max(0, bottom - field.maxY), above = max(0, field.y - top)
        if below >= wanted || below >= above { return SuggestionPlacement(side: .below, maximumHeight: below) }
        return SuggestionPlacement(side: .above, maximumHeight: above)
    }
}
