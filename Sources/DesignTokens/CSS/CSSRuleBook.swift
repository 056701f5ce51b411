/// The rules of the stylesheet: the CSS contract documented on `CSSGenerator`, as data, so the
/// generator can print them and the tests can check their heights and colour pairs.
enum CSSRuleBook {
    static let windowBackground = "theme.color.window.background"
    static let windowForeground = "theme.color.window.foreground"

    /// The component states in cascade order (later wins), with their token group names.
    static let states = ["focused", "editing", "error", "read-only", "disabled"]
    /// The radius scale behind the `.radius-*` classes.
    static let radii = ["none", "sm", "md", "lg", "max"]

    // MARK: declaration helpers

    static func color(_ property: String, _ path: String) -> CSSDeclaration { CSSDeclaration(property, [.token(path, .color)]) }
    static func value(_ property: String, _ paths: String...) -> CSSDeclaration {
        CSSDeclaration(property, paths.map { .token($0, .dimension) })
    }
    static func literal(_ property: String, _ text: String) -> CSSDeclaration { CSSDeclaration(property, [.text(text)]) }

    /// font-family, font-size, font-weight and line-height of `theme.typography.<style>`, for
    /// text that may wrap (labels).
    static func typography(_ style: String) -> [CSSDeclaration] {
        singleLineTypography(style) + [CSSDeclaration("line-height", [.token("theme.typography.\(style).line-height", .number)])]
    }

    /// font-family, font-size and font-weight only, for single-line text in boxes of a fixed
    /// height (input text, buttons). GTK multiplies the font's own line height (about 1.2 em)
    /// by `line-height`, so 1.5 would make a 16px line 28px tall and overflow a 44px input; and
    /// `line-height` is inherited, so the window does not set it either.
    static func singleLineTypography(_ style: String) -> [CSSDeclaration] {
        let prefix = "theme.typography.\(style)."
        return [
            CSSDeclaration("font-family", [.token(prefix + "font-family", .fontFamily)]),
            CSSDeclaration("font-size", [.token(prefix + "font-size", .dimension)]),
            CSSDeclaration("font-weight", [.token(prefix + "font-weight", .fontWeight)])
        ]
    }

    /// `min-height` so that content + 2 × padding + 2 × border = `height`.
    static func contentHeight(_ height: String, paddingY: String, border: String) -> CSSDeclaration {
        CSSDeclaration(
            "min-height",
            [
                .pixels(label: "\(height) - 2 × \(paddingY) - 2 × \(border)", paths: [height, paddingY, border]) { values in
                    max(0, values[0] - 2 * values[1] - 2 * values[2])
                }
            ])
    }

    /// The total heights behind `min-height` declarations (the kiosk test checks them).
    static func heightTokens(in rules: [CSSRule]) -> [String] {
        rules.flatMap { rule in
            rule.declarations.compactMap { declaration -> String? in
                guard declaration.property == "min-height" else { return nil }
                switch declaration.terms.first {
                case let .pixels(_, paths, _)?: return paths.first
                case let .token(path, _)?: return path
                default: return nil
                }
            }
        }
    }

    static func transition() -> CSSDeclaration {
        CSSDeclaration(
            "transition",
            [
                .text("border-color"), .token("theme.duration.transition.fast", .duration), .text("ease-out,"),
                .text("background-color"), .token("theme.duration.transition.fast", .duration), .text("ease-out")
            ])
    }

    /// The look GTK's theme gives an entry or button, removed inside our own field box. Buttons
    /// keep their outline: it is the keyboard focus ring.
    static func stripped(keepOutline: Bool = false) -> [CSSDeclaration] {
        [
            literal("background", "none"), literal("border", "none"), literal("box-shadow", "none")
        ] + (keepOutline ? [] : [literal("outline", "none")]) + [
            literal("min-height", "0"), literal("min-width", "0"), literal("margin", "0")
        ]
    }

    // MARK: the stylesheet

    /// Every rule, in output order.
    static let rules: [CSSRule] = base + gtkWidgets + textInput + inputAmount + addressForm + suggestions + banners + screens + preferences

    static let base: [CSSRule] = [
        CSSRule(["window"], [color("background-color", windowBackground), color("color", windowForeground)] + singleLineTypography("body")),
        CSSRule([".page-title"], on: windowBackground, [color("color", windowForeground)] + typography("title")),
        CSSRule(["label link"], on: windowBackground, [color("color", "theme.color.link.default")]),
        // GTK's own theme resets the font in popovers (`font: initial`: the desktop's font), so
        // suggestion lists and menus would not follow the theme's type (small print on a kiosk).
        CSSRule(["popover.background > contents"], singleLineTypography("body")),
        // Keys with an icon (backspace) look like the keys with a letter beside them.
        CSSRule(
            ["button.text-button", "dropdown > button", "menubutton:not(.main-menu) > button", ".keypad button.image-button"],
            [
                color("background-color", "theme.color.button.default.background"),
                color("color", "theme.color.button.default.foreground"),
                literal("background-image", "none"), literal("box-shadow", "none"),
                literal("border-style", "solid"),
                value("border-width", "theme.border-width.button.default"),
                color("border-color", "theme.color.button.default.border"),
                value("border-radius", "theme.radius.button.default"),
                value("padding", "theme.padding-y.button.md", "theme.padding-x.button.md"),
                contentHeight("theme.height.button.md", paddingY: "theme.padding-y.button.md", border: "theme.border-width.button.default")
            ]),
        CSSRule(
            [
                "button.text-button:hover", "dropdown > button:hover", "menubutton:not(.main-menu) > button:hover",
                ".keypad button.image-button:hover"
            ],
            [
                color("background-color", "theme.color.button.hover.background"),
                color("color", "theme.color.button.default.foreground")
            ]),
        CSSRule(
            ["button.suggested-action"],
            [
                color("background-color", "theme.color.button.suggested.background"),
                color("color", "theme.color.button.suggested.foreground"),
                color("border-color", "theme.color.button.suggested.border")
            ]),
        CSSRule(
            ["button.suggested-action:hover"],
            [
                color("background-color", "theme.color.button.suggested-hover.background"),
                color("color", "theme.color.button.suggested.foreground")
            ]),
        CSSRule(
            [
                "button.text-button:disabled", "button.suggested-action:disabled", "dropdown > button:disabled",
                "menubutton:not(.main-menu) > button:disabled",
                ".keypad button.image-button:disabled"
            ],
            [
                color("background-color", "theme.color.button.disabled.background"),
                color("color", "theme.color.button.disabled.foreground"),
                color("border-color", "theme.color.button.disabled.border")
            ]),
        // A link button is a text button that must look like a link.
        CSSRule(
            ["button.link", "button.link:hover"], on: windowBackground,
            [
                color("background-color", "theme.color.background.none"),
                color("border-color", "theme.color.background.none"),
                color("color", "theme.color.link.default")
            ]),
        CSSRule(
            ["button:focus-visible", ".suggestion-row:focus-visible"],
            [
                literal("outline-style", "solid"),
                value("outline-width", "theme.size.focus-ring.width"),
                color("outline-color", "theme.color.focus.default"),
                value("outline-offset", "theme.size.focus-ring.offset")
            ]),
        CSSRule(
            [".touch-target"],
            [
                value("min-height", "theme.size.touch-target.min"),
                value("min-width", "theme.size.touch-target.min")
            ]),
        // A key is one character wide: its touch target is its minimum width, with no padding
        // beside it, or a keyboard's row of twelve is wider than the screen.
        CSSRule(
            [".keypad button"],
            [
                contentHeight(
                    "theme.size.touch-target.min", paddingY: "theme.padding-y.button.md", border: "theme.border-width.button.default"),
                value("min-width", "theme.size.touch-target.min"),
                literal("padding-left", "0"),
                literal("padding-right", "0")
            ] + singleLineTypography("title"))
    ]

    /// The rules of a field component (`text-input` or `input-amount`) over its token group.
    static func field(
        _ component: String, tokens group: String, height: String, paddingX: String, paddingY: String,
        border: String, radius: String, labels: [CSSRule]
    ) -> [CSSRule] {
        let root = ".\(component)"
        let field = "\(root) .\(component)-field"
        let colors = "theme.color.\(group)"
        let defaultBackground = "\(colors).default.background"
        var rules: [CSSRule] =
            [
                CSSRule([root], [value("border-spacing", "theme.sizer.xs")])
            ] + labels + [
                CSSRule(
                    [field],
                    [
                        color("background-color", defaultBackground),
                        literal("border-style", "solid"),
                        value("border-width", border),
                        color("border-color", "\(colors).default.border"),
                        value("border-radius", radius),
                        value("padding", paddingY, paddingX),
                        contentHeight(height, paddingY: paddingY, border: border),
                        value("border-spacing", "theme.sizer.sm"),
                        transition()
                    ]),
                CSSRule(["\(field) entry", "\(field) entry > text"], stripped() + [literal("padding", "0")]),
                CSSRule(
                    ["\(field) text"], on: defaultBackground,
                    [
                        color("color", "\(colors).default.value"), color("caret-color", "\(colors).default.value")
                    ]),
                // GTK's theme also dims the placeholder to half opacity: its colour is the token's alone.
                CSSRule(
                    ["\(field) text > placeholder"], on: defaultBackground,
                    [
                        color("color", "\(colors).default.placeholder"), literal("opacity", "1")
                    ]),
                CSSRule(["\(field) image"], on: defaultBackground, [color("color", "\(colors).icon")]),
                // The field's own buttons only: a popover hanging from one (the currency list) is
                // below it in the CSS tree, and its keyboard's keys keep their look.
                CSSRule(
                    ["\(field) > button"], on: defaultBackground,
                    stripped(keepOutline: true) + [
                        color("color", "\(colors).icon"), value("padding", "theme.sizer.xs")
                    ]),
                CSSRule(
                    ["\(root) .\(component)-helper"], on: windowBackground, [color("color", "\(colors).helper")] + typography("caption")),
                CSSRule(
                    ["\(root) .\(component)-error"], on: windowBackground,
                    [
                        color("color", "\(colors).error-message"), value("border-spacing", "theme.sizer.xs")
                    ] + typography("caption"))
            ]
        for state in states {
            let stateRoot = "\(root).\(state)"
            let stateColors = "\(colors).\(state)"
            rules += [
                CSSRule(
                    ["\(stateRoot) .\(component)-field"],
                    [
                        color("background-color", "\(stateColors).background"),
                        color("border-color", "\(stateColors).border")
                    ]),
                CSSRule(
                    ["\(stateRoot) .\(component)-field text"], on: "\(stateColors).background",
                    [
                        color("color", "\(stateColors).value"), color("caret-color", "\(stateColors).value")
                    ]),
                CSSRule(
                    ["\(stateRoot) .\(component)-field text > placeholder"], on: "\(stateColors).background",
                    [
                        color("color", "\(stateColors).placeholder")
                    ])
            ]
        }
        // Error and read-only take the border the focused state would change: a field focused in
        // either keeps the focus ring buttons have, or nothing shows where focus is (WCAG 2.4.7).
        rules.append(
            CSSRule(
                ["\(root).focused.error .\(component)-field", "\(root).focused.read-only .\(component)-field"],
                [
                    literal("outline-style", "solid"),
                    value("outline-width", "theme.size.focus-ring.width"),
                    color("outline-color", "theme.color.focus.default"),
                    value("outline-offset", "theme.size.focus-ring.offset")
                ]))
        for size in radii {
            rules.append(CSSRule(["\(root).radius-\(size) .\(component)-field"], [value("border-radius", "theme.radius.\(size)")]))
        }
        return rules
    }

    static let textInput: [CSSRule] =
        field(
            "text-input", tokens: "input",
            height: "theme.height.input.md", paddingX: "theme.padding-x.input.md", paddingY: "theme.padding-y.input.md",
            border: "theme.border-width.input.default", radius: "theme.radius.input.default",
            labels: [
                CSSRule(
                    [".text-input .text-input-title"], on: windowBackground,
                    [color("color", "theme.color.input.title")] + typography("footnote"))
            ]
        ) + [
            CSSRule([".text-input .text-input-field text"], singleLineTypography("body"))
        ]

    static let inputAmount: [CSSRule] = {
        let height = "theme.height.input-amount.default"
        let paddingY = "theme.padding-y.input-amount.default"
        let border = "theme.border-width.input-amount.default"
        let focusedBorder = "theme.border-width.input-amount.prominent-focused"
        let field = ".input-amount .input-amount-field"
        var rules = Self.field(
            "input-amount", tokens: "input-amount",
            height: height, paddingX: "theme.padding-x.input-amount.default", paddingY: paddingY,
            border: border, radius: "theme.radius.input-amount.default",
            labels: [
                CSSRule(
                    [".input-amount .input-amount-primary"], on: windowBackground,
                    [color("color", "theme.color.input-amount.label-primary")] + typography("footnote")),
                CSSRule(
                    [".input-amount .input-amount-secondary"], on: windowBackground,
                    [color("color", "theme.color.input-amount.label-secondary")] + typography("caption"))
            ]
        )
        rules.append(CSSRule(["\(field) text", "\(field) .input-amount-currency"], singleLineTypography("body")))
        rules.append(
            CSSRule(
                ["\(field) .input-amount-currency"], on: "theme.color.input-amount.default.background",
                [
                    color("color", "theme.color.input-amount.default.value")
                ]))
        for state in states {
            let colors = "theme.color.input-amount.\(state)"
            rules.append(
                CSSRule(
                    [".input-amount.\(state) .input-amount-field .input-amount-currency"], on: "\(colors).background",
                    [
                        color("color", "\(colors).value")
                    ]))
        }
        // Prominent: an underline; the unfocused bottom padding makes up for the thinner line so
        // that focusing does not move the text, and the total height stays the height token.
        rules += [
            CSSRule(
                [".input-amount.prominent .input-amount-field"],
                [
                    literal("border-width", "0"),
                    value("border-bottom-width", border),
                    value("border-radius", "theme.radius.none"),
                    literal("padding-left", "0"),
                    literal("padding-right", "0"),
                    CSSDeclaration(
                        "padding-bottom",
                        [
                            .pixels(label: "\(paddingY) + \(focusedBorder) - \(border)", paths: [paddingY, focusedBorder, border]) {
                                values in
                                max(0, values[0] + values[1] - values[2])
                            }
                        ]),
                    CSSDeclaration(
                        "min-height",
                        [
                            .pixels(label: "\(height) - 2 × \(paddingY) - \(focusedBorder)", paths: [height, paddingY, focusedBorder]) {
                                values in
                                max(0, values[0] - 2 * values[1] - values[2])
                            }
                        ])
                ]),
            CSSRule(
                [".input-amount.prominent.focused .input-amount-field", ".input-amount.prominent.editing .input-amount-field"],
                [
                    value("border-bottom-width", focusedBorder),
                    value("padding-bottom", paddingY)
                ]),
            CSSRule(
                [".input-amount.prominent .input-amount-field text", ".input-amount.prominent .input-amount-field .input-amount-currency"],
                singleLineTypography("amount-prominent"))
        ]
        return rules
    }()

    static let addressForm: [CSSRule] = [
        CSSRule([".address-form"], [value("border-spacing", "theme.sizer.md")]),
        CSSRule([".address-form .address-form-row"], [value("border-spacing", "theme.sizer.sm")]),
        CSSRule([".address-form .address-form-title"], on: windowBackground, [color("color", windowForeground)] + typography("title")),
        CSSRule(
            [".address-form .address-form-message"], on: windowBackground,
            [color("color", "theme.color.foreground.support")] + typography("caption"))
    ]

    static let suggestions: [CSSRule] = {
        let popover = "theme.color.suggestion.background"
        return [
            CSSRule(
                ["popover.suggestion-popover > contents"],
                [
                    color("background-color", popover),
                    color("color", "theme.color.suggestion.foreground"),
                    literal("border-style", "solid"),
                    value("border-width", "theme.border-width.popover.default"),
                    color("border-color", "theme.color.suggestion.border"),
                    value("border-radius", "theme.radius.popover.default"),
                    value("padding", "theme.sizer.xs")
                ]),
            CSSRule(["popover.suggestion-popover list", ".currency-picker list"], [literal("background", "none")]),
            CSSRule(
                [".suggestion-row"], on: popover, surface: popover,
                [
                    color("color", "theme.color.suggestion.foreground"),
                    literal("background", "none"),
                    value("border-radius", "theme.radius.suggestion-row.default"),
                    value("padding", "theme.padding-y.suggestion-row.default", "theme.padding-x.suggestion-row.default"),
                    CSSDeclaration(
                        "min-height",
                        [
                            .pixels(
                                label: "theme.height.suggestion-row.default - 2 × theme.padding-y.suggestion-row.default",
                                paths: ["theme.height.suggestion-row.default", "theme.padding-y.suggestion-row.default"]
                            ) { values in
                                max(0, values[0] - 2 * values[1])
                            }
                        ])
                ]),
            CSSRule(
                [".suggestion-row .suggestion-secondary"], on: popover, surface: popover,
                [
                    color("color", "theme.color.suggestion.secondary")
                ] + typography("caption")),
            CSSRule(
                [".suggestion-row:hover"], surface: popover,
                [
                    color("background-color", "theme.color.suggestion.hover-background"),
                    color("color", "theme.color.suggestion.foreground")
                ]),
            CSSRule(
                [".suggestion-row:hover .suggestion-secondary"], on: "theme.color.suggestion.hover-background", surface: popover,
                [
                    color("color", "theme.color.suggestion.secondary")
                ]),
            CSSRule(
                [".suggestion-row:selected", ".suggestion-row.active"], surface: popover,
                [
                    color("background-color", "theme.color.suggestion.selected-background"),
                    color("color", "theme.color.suggestion.selected-foreground")
                ]),
            CSSRule(
                [".suggestion-row:selected .suggestion-secondary", ".suggestion-row.active .suggestion-secondary"],
                on: "theme.color.suggestion.selected-background", surface: popover,
                [
                    color("color", "theme.color.suggestion.selected-foreground")
                ]),
            CSSRule(
                [".suggestion-status"], on: popover, surface: popover,
                [
                    color("color", "theme.color.suggestion.secondary"),
                    value("padding", "theme.sizer.sm")
                ] + typography("caption"))
        ]
    }()

    static let banners: [CSSRule] =
        [
            CSSRule(
                [".banner"],
                [
                    literal("border-style", "solid"),
                    value("border-width", "theme.border-width.banner.default"),
                    value("border-radius", "theme.radius.banner.default"),
                    value("padding", "theme.padding-y.banner.default", "theme.padding-x.banner.default"),
                    value("border-spacing", "theme.gap.banner.default")
                ] + typography("body"))
        ]
        + ["success", "warning", "error"].flatMap { kind in
            [
                CSSRule(
                    [".banner.\(kind)"],
                    [
                        color("background-color", "theme.color.banner.\(kind).background"),
                        color("color", "theme.color.banner.\(kind).foreground"),
                        color("border-color", "theme.color.banner.\(kind).border")
                    ])
            ] + bannerControls(kind)
        }

    /// The application's screens: gaps and margins between the components (desk and kiosk).
    static let screens: [CSSRule] = [
        // The desk's messages float over the foot of the form; its New and Save sit in a bar.
        CSSRule([".entrydesk-form-area > revealer > .banner"], [value("margin", "theme.sizer.md", "theme.sizer.lg")]),
        CSSRule(
            [".entry-action-bar"],
            [
                color("background-color", windowBackground),
                literal("border-style", "solid"),
                literal("border-width", "0"),
                value("border-top-width", "theme.border-width.header-bar.default"),
                color("border-color", "theme.color.border.default"),
                value("padding", "theme.sizer.sm", "theme.sizer.lg")
            ]),
        // The open batch's figures, in the action bar above New and Save.
        CSSRule(
            [".entry-batch-bar"],
            [
                value("border-spacing", "theme.sizer.md"),
                value("padding-bottom", "theme.sizer.sm")
            ]),
        CSSRule([".entry-batch-bar .entry-batch-name", ".figure-row .figure-heading"], [literal("font-weight", "bold")]),
        // A figure table's headings and each of its rows (the statistics, the batches): cells
        // apart as a table's columns.
        CSSRule(
            [".figure-row"],
            [
                value("border-spacing", "theme.sizer.lg"),
                value("padding", "theme.sizer.xs", "theme.sizer.sm")
            ]),
        // A row's own padding would shift its cells off the headings.
        CSSRule([".figure-table > row"], [literal("padding", "0")]),
        CSSRule(
            [".entry-screen", ".entries-panel", ".pin-dialog-content", ".startup-error", ".message-dialog"],
            [
                value("padding", "theme.sizer.lg"),
                value("border-spacing", "theme.sizer.md")
            ]),
        CSSRule(
            [".entry-screen-buttons", ".message-dialog-buttons", ".kiosk-top", ".kiosk-review-buttons", ".pin-dialog-buttons"],
            [value("border-spacing", "theme.sizer.sm")]),
        CSSRule(
            [
                ".entry-screen .page-title", ".pin-dialog-content .page-title", ".startup-error .page-title",
                ".message-dialog .page-title"
            ],
            [
                value("margin-bottom", "theme.sizer.sm")
            ]),
        CSSRule(
            [
                ".entries-panel .entries-count", ".kiosk-review .kiosk-review-term", ".entry-screen .entry-history",
                ".kiosk-top .kiosk-speech-hint"
            ],
            on: windowBackground,
            [
                color("color", "theme.color.foreground.support")
            ] + typography("caption")),
        CSSRule([".entry-row"], [value("padding", "theme.sizer.sm", "theme.sizer.xs")]),
        CSSRule([".entry-row .entry-row-top", ".entry-row .entry-row-bottom"], [value("border-spacing", "theme.sizer.sm")]),
        CSSRule([".kiosk-top"], [value("padding", "theme.sizer.md", "theme.sizer.lg")]),
        CSSRule(
            [".kiosk-keypad", ".kiosk-thanks", ".kiosk-currency", ".kiosk-review"],
            [
                value("padding", "theme.sizer.lg"),
                value("border-spacing", "theme.sizer.md")
            ]),
        CSSRule([".kiosk-review .kiosk-review-rows"], [value("border-spacing", "theme.sizer.md")]),
        CSSRule([".kiosk-review .kiosk-review-field"], [value("border-spacing", "theme.sizer.xs")]),
        CSSRule([".keypad", ".keypad > box"], [value("border-spacing", "theme.sizer.sm")]),
        // A pinyin keyboard's letters tapped, then the hanzi they spell, clear of the screen's edge.
        CSSRule([".pinyin-candidates"], [value("padding-left", "theme.sizer.sm"), value("padding-right", "theme.sizer.sm")]),
        CSSRule([".kiosk-warning"], [value("padding", "theme.sizer.lg")]),
        // The pages behind the open staff panel take no input (they are insensitive) and show it.
        CSSRule([".kiosk-behind-panel"], [CSSDeclaration("opacity", [.token("theme.size.behind-panel.opacity", .number)])]),
        CSSRule(
            [".kiosk-pin"],
            [
                color("background-color", windowBackground),
                literal("border-style", "solid"),
                value("border-width", "theme.border-width.banner.default"),
                color("border-color", "theme.color.border.default"),
                value("border-radius", "theme.radius.banner.default")
            ])
    ]

    /// The border colours that must stand out from what is around them (WCAG 1.4.11, 3:1):
    /// (border, background it sits on).
    static let boundaryPairs: [(border: String, background: String)] = {
        var pairs: [(String, String)] = []
        for group in ["input", "input-amount"] {
            for state in ["default", "focused", "editing", "error"] {
                pairs.append(("theme.color.\(group).\(state).border", windowBackground))
            }
        }
        pairs.append(("theme.color.focus.default", windowBackground))
        pairs.append(("theme.color.focus.default", "theme.color.button.default.background"))
        // A list row's focus ring, inside the row: on the list, and on a selected row.
        pairs.append(("theme.color.focus.default", "theme.color.list.background"))
        pairs.append(("theme.color.list.row.selected-focus-ring", "theme.color.list.row.selected-background"))
        return pairs
    }()
}
