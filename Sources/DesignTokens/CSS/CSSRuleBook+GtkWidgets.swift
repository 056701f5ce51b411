/// The parts of the window GTK draws with widgets of its own: the header bar, lists and their
/// rows, selected text, popovers, the banner's close button.
///
/// GTK's theme (Adwaita in 4.8) paints them in its own light or dark colours, whichever the
/// desktop asked for, not the app's: a theme of ours that left them alone put its text on
/// GTK's backgrounds (near-white names on a white list, a white title on a light header bar in
/// the dark theme). Our stylesheet is loaded at a higher priority than GTK's theme, so every
/// property set here wins over GTK's whatever its selector's specificity, and every colour
/// these widgets show comes from a token.
extension CSSRuleBook {
    static let gtkWidgets: [CSSRule] = headerBar + lists + selections + popovers + switches

    /// An on/off switch (Preferences) framed as our buttons are, on in the suggested action's
    /// colour: Adwaita's pale grey trough all but vanished on white and on the dark theme's grey.
    static let switches: [CSSRule] = [
        CSSRule(
            ["switch"],
            [
                color("background-color", "theme.color.button.default.background"),
                literal("background-image", "none"), literal("box-shadow", "none"),
                literal("border-style", "solid"),
                value("border-width", "theme.border-width.button.default"),
                color("border-color", "theme.color.button.default.border")
            ]),
        CSSRule(
            ["switch:checked"],
            [
                color("background-color", "theme.color.button.suggested.background"),
                color("border-color", "theme.color.button.suggested.border")
            ]),
        CSSRule(
            ["switch > slider"],
            [
                color("background-color", "theme.color.button.default.foreground"),
                literal("background-image", "none"), literal("box-shadow", "none"), literal("border", "none")
            ]),
        CSSRule(
            ["switch:checked > slider"],
            [
                color("background-color", "theme.color.button.suggested.foreground")
            ])
    ]

    static let headerBar: [CSSRule] = {
        let background = "theme.color.header-bar.background"
        let foreground = "theme.color.header-bar.foreground"
        return [
            CSSRule(
                ["headerbar"],
                [
                    color("background-color", background), color("color", foreground),
                    literal("background-image", "none"), literal("box-shadow", "none"),
                    literal("border-style", "solid"), literal("border-width", "0"),
                    value("border-bottom-width", "theme.border-width.header-bar.default"),
                    color("border-color", "theme.color.header-bar.border")
                ]),
            // GTK's theme fades the title and buttons of a window without focus to half their
            // opacity: a title below 4.5:1 in every theme.
            CSSRule(["headerbar:backdrop > windowhandle"], [literal("filter", "none")]),
            CSSRule(["headerbar .title"], on: background, [color("color", foreground)]),
            // Icon buttons (New, Export, window controls): flat on the bar, in its text colour.
            CSSRule(
                ["headerbar button"], on: background,
                [
                    color("color", foreground), literal("background", "none"), literal("box-shadow", "none")
                ]),
            CSSRule(
                ["headerbar button:hover", "headerbar button:active"], surface: background,
                [
                    color("background-color", "theme.color.header-bar.button-hover-background"),
                    color("color", foreground)
                ])
        ]
    }()

    /// GtkListView and GtkListBox: the saved entries, and lists in pickers.
    static let lists: [CSSRule] = {
        let background = "theme.color.list.background"
        let selected = "theme.color.list.row.selected-background"
        let selectedText = "theme.color.list.row.selected-foreground"
        let hover = "theme.color.list.row.hover-background"
        return [
            CSSRule(["listview", "list"], [color("background-color", background), color("color", "theme.color.list.foreground")]),
            CSSRule(
                ["listview > row:hover", "list > row:hover"], surface: background,
                [
                    color("background-color", hover), color("color", "theme.color.list.foreground")
                ]),
            CSSRule(
                ["listview > row:selected", "list > row:selected"], surface: background,
                [
                    color("background-color", selected), color("color", selectedText)
                ]),
            CSSRule(["listview > row:focus-visible", "list > row:focus-visible"], [color("outline-color", "theme.color.focus.default")]),
            CSSRule(
                ["listview > row:selected:focus-visible", "list > row:selected:focus-visible"],
                [
                    color("outline-color", "theme.color.list.row.selected-focus-ring")
                ]),
            // A saved entry's lines: on the list, under the pointer, and selected.
            CSSRule(
                [".entry-row .entry-row-name", ".entry-row .entry-row-amount"], on: background, surface: background,
                [
                    color("color", "theme.color.list.foreground")
                ] + singleLineTypography("body")),
            CSSRule(
                [".entry-row .entry-row-address", ".entry-row .entry-row-detail"], on: background, surface: background,
                [
                    color("color", "theme.color.list.secondary")
                ] + typography("caption")),
            CSSRule(
                ["row:hover .entry-row .entry-row-address", "row:hover .entry-row .entry-row-detail"], on: hover, surface: background,
                [
                    color("color", "theme.color.list.secondary")
                ]),
            CSSRule(
                [
                    "row:selected .entry-row .entry-row-name", "row:selected .entry-row .entry-row-amount",
                    "row:selected .entry-row .entry-row-address", "row:selected .entry-row .entry-row-detail"
                ], on: selected, surface: background,
                [
                    color("color", selectedText)
                ])
        ]
    }()

    /// Selected text in fields and selectable labels.
    static let selections: [CSSRule] = [
        CSSRule(
            ["text > selection", "label > selection"],
            [
                color("background-color", "theme.color.selection.background"),
                color("color", "theme.color.selection.foreground")
            ])
    ]

    /// Popovers (pickers, context menus); the suggestion list restyles its own below.
    static let popovers: [CSSRule] = [
        CSSRule(
            ["popover.background > contents", "popover.background > arrow"],
            [
                color("background-color", "theme.color.popover.background"),
                color("color", "theme.color.popover.foreground"),
                color("border-color", "theme.color.popover.border")
            ]),
        // Menus (the main menu): room between an item's label and its shortcut, on the side the
        // shortcut is (GTK puts none: "Importieren…" touched "Strg+I").
        CSSRule(["popover.menu modelbutton accelerator"], [value("margin-left", "theme.gap.menu.accelerator")]),
        CSSRule(
            ["popover.menu modelbutton accelerator:dir(rtl)"],
            [literal("margin-left", "0"), value("margin-right", "theme.gap.menu.accelerator")])
    ]

    /// The banner's icon buttons (close): in the banner's text colour, not GTK's.
    static func bannerControls(_ kind: String) -> [CSSRule] {
        let colors = "theme.color.banner.\(kind)"
        return [
            CSSRule(
                [".banner.\(kind) > button.image-button"], on: "\(colors).background",
                [
                    color("color", "\(colors).foreground"), literal("background", "none"), literal("box-shadow", "none")
                ]),
            CSSRule(
                [".banner.\(kind) > button.image-button:hover"], surface: "\(colors).background",
                [
                    color("background-color", "\(colors).control-hover-background"),
                    color("color", "\(colors).foreground")
                ])
        ]
    }
}
