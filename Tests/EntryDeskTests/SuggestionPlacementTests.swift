@testable import EntryWidgets
import GtkKit
import Testing

/// Where a suggestion list opens when the kiosk's on-screen keyboard must stay uncovered.
struct SuggestionPlacementTests {
    /// The kiosk at 1280x800: the keyboard takes the bottom 317 px.
    private let keyboard = WidgetFrame(x: 0, y: 483, width: 1280, height: 317)

    @Test func aFieldJustAboveTheKeyboardOpensItsListAboveNoTallerThanTheRoom() throws {
        let field = WidgetFrame(x: 24, y: 427, width: 1232, height: 56)
        let placement = try #require(SuggestionPlacement.place(field: field, windowHeight: 800, keepClear: [keyboard], wanted: 346))
        #expect(placement == SuggestionPlacement(side: .above, maximumHeight: 427))
        // A field scrolled partly under the keyboard has no room below either.
        let clipped = WidgetFrame(x: 24, y: 431, width: 1232, height: 56)
        #expect(SuggestionPlacement.place(field: clipped, windowHeight: 800, keepClear: [keyboard], wanted: 122)?.side == .above)
    }

    @Test func withRoomBelowTheListOpensBelowLimitedToTheRoom() throws {
        let field = WidgetFrame(x: 24, y: 100, width: 1232, height: 56)
        let placement = try #require(SuggestionPlacement.place(field: field, windowHeight: 800, keepClear: [keyboard], wanted: 200))
        #expect(placement == SuggestionPlacement(side: .below, maximumHeight: 327))
        // Too tall for either side: the side with more room, no taller than it.
        let high = try #require(SuggestionPlacement.place(field: field, windowHeight: 800, keepClear: [keyboard], wanted: 600))
        #expect(high == SuggestionPlacement(side: .below, maximumHeight: 327))
    }

    @Test func nothingInTheWayLeavesTheListAsAtTheDesk() {
        let field = WidgetFrame(x: 24, y: 427, width: 600, height: 56)
        #expect(SuggestionPlacement.place(field: field, windowHeight: 800, keepClear: [], wanted: 300) == nil)
        // A number pad beside the form is not under the field's list.
        let keypad = WidgetFrame(x: 1040, y: 88, width: 240, height: 712)
        #expect(SuggestionPlacement.place(field: field, windowHeight: 800, keepClear: [keypad], wanted: 300) == nil)
    }
}
