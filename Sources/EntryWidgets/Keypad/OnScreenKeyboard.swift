import GtkKit
import Localization

/// A touch keyboard for the kiosk's text fields when there is no physical keyboard, in the
/// visitor's alphabet: its pages are layout files (`Resources/keyboards`), the language's
/// letters first, then English's, and the symbols page each reaches (/ # & @ …).
///
/// Shift gives capitals for one key; a long-press on a key with accented forms offers them
/// above it; the layout key goes on to the next layout. Its keys never take focus: they type
/// into the field that has it (`target`).
@MainActor
public final class OnScreenKeyboard {
    /// The widget to place in a layout.
    public let widget: Widget
    /// The field keys type into (the kiosk sets it as focus moves).
    public weak var target: Entry? {
        didSet {
            closeAlternates()
            composer?.clear()
        }
    }
    /// Called after each key (the kiosk's idle timer counts it as activity).
    public var onKey: (@MainActor () -> Void)?
    private let box = Box(.vertical, spacing: 0, role: .group)
    private let layouts: KeyboardLayoutSet
    private let strings: OnScreenKeyboardStrings
    /// The letters layout shown, or the one the symbols page goes back to.
    private var layoutIndex = 0
    /// Whether the symbols page is on screen instead of the letters.
    public var showsSymbols = false {
        didSet { if showsSymbols != oldValue { showPage() } }
    }
    private var shift = false
    private var typingButtons: [(Button, TypingKey)] = []
    private var alternates: KeyAlternatesPopover?
    /// The candidate bar of a layout whose letters are composed (pinyin), made with the keyboard.
    private let composer: PinyinComposer?
    /// Mouse presses over the accented forms, taken at the window (GTK 4.8 can send them to the
    /// key under the popover: see PopoverPressRouting).
    private lazy var pointerPresses = PopoverPressRouting(
        targetAt: { [weak self] x, y in self?.alternates?.target(atWindowSurfaceX: x, y: y) },
        onTap: { [weak self] index in self?.alternates?.pick(index) })

    /// The typing keys by the text they show, and the forms of an open long-press: what a
    /// widget test taps (AT-SPI cannot place a popover's keys on the screen).
    var keys: [String: Button] {
        var found: [String: Button] = [:]
        for (button, _) in typingButtons { found[button.label] = button }
        for button in alternates?.keys ?? [] { found[button.label] = button }
        return found
    }

    /// A keyboard of `layouts` (the window's language's by default), with the words of its
    /// special keys, named `accessibleLabel` when it is one of several on screen.
    public init(
        layouts: KeyboardLayoutSet = .interfaceLanguage, strings: OnScreenKeyboardStrings = OnScreenKeyboardStrings(),
        accessibleLabel: String? = nil
    ) {
        self.layouts = layouts
        self.strings = strings
        composer = layouts.letters.contains { $0.composition == .pinyin } ? PinyinComposer(accessibleLabel: strings.candidates) : nil
        if let accessibleLabel { box.setAccessibleLabel(accessibleLabel) }
        box.addCSSClass("keypad")
        box.addCSSClass("on-screen-keyboard")
        widget = box
        composer?.onCommit = { [weak self] text in self?.typeText(text) }
        showPage()
    }

    /// The page on screen: the letters layout, or the symbols.
    private var page: KeyboardLayout? {
        showsSymbols ? layouts.symbols : layouts.letters.indices.contains(layoutIndex) ? layouts.letters[layoutIndex] : nil
    }

    /// Builds the rows of the page on screen (anew at each change of page).
    private func showPage() {
        closeAlternates()
        box.removeAll()
        typingButtons = []
        shift = false
        composer?.clear()
        guard let page else { return }
        if page.composition == .pinyin, let composer { box.append(composer.bar) }
        for keys in page.rows {
            let row = Box(.horizontal, spacing: 0)
            // A row of letters shares its width evenly; the row with the space bar gives it
            // the room its other keys leave.
            row.isHomogeneous = !keys.contains(.role(.space))
            for key in keys {
                guard let button = makeKey(key, on: page) else { continue }
                row.append(button)
            }
            box.append(row)
        }
        // Rows keep their places in any window, as on a physical keyboard.
        box.keepLeftToRight()
    }

    private func makeKey(_ key: KeyboardKey, on page: KeyboardLayout) -> Button? {
        switch key {
        case .text(let typing):
            let button = makeButton(label: typing.text) { [weak self] in self?.type(typing.text, shifted: typing.shifted) }
            typingButtons.append((button, typing))
            if !typing.alternates.isEmpty {
                let hold = LongPressGesture()
                hold.onPressed { [weak self, weak button] in
                    guard let self, let button else { return }
                    self.offerAlternates(of: typing, over: button, rightToLeft: page.isRightToLeft)
                }
                button.addController(hold)
            }
            return button
        case .role(.shift):
            return makeButton(label: "⇧", accessibleLabel: strings.shift) { [weak self] in self?.toggleShift() }
        case .role(.backspace):
            return makeButton(label: "⌫", accessibleLabel: strings.backspace) { [weak self] in self?.press(.backspace) }
        case .role(.space):
            let space = makeButton(label: strings.space) { [weak self] in self?.press(.character(" ")) }
            space.hexpand = true
            return space
        case .role(.layout):
            // One layout: nothing to go on to.
            guard layouts.letters.count > 1 else { return nil }
            let next = layouts.letters[(layoutIndex + 1) % layouts.letters.count]
            return makeButton(label: page.label, accessibleLabel: strings.switchTo(next.name)) { [weak self] in
                guard let self else { return }
                self.layoutIndex = (self.layoutIndex + 1) % self.layouts.letters.count
                self.showPage()
            }
        case .role(.symbols):
            guard let symbols = layouts.symbols else { return nil }
            return makeButton(label: symbols.label, accessibleLabel: strings.symbols) { [weak self] in self?.setSymbolsShown(true) }
        case .role(.letters):
            guard let letters = layouts.letters.indices.contains(layoutIndex) ? layouts.letters[layoutIndex] : nil else { return nil }
            return makeButton(label: letters.label, accessibleLabel: strings.letters) { [weak self] in self?.setSymbolsShown(false) }
        }
    }

    private func makeButton(label: String, accessibleLabel: String? = nil, action: @escaping @MainActor () -> Void) -> Button {
        let button = Button(label: label)
        if let accessibleLabel { button.setAccessibleLabel(accessibleLabel) }
        button.isFocusable = false
        button.focusOnClick = false
        button.addCSSClass("touch-target")
        button.onClicked(action)
        return button
    }

    private func setSymbolsShown(_ shown: Bool) {
        showsSymbols = shown
        onKey?()
    }

    /// Back to the first layout's letters, without Shift: what the next person finds.
    public func reset() {
        layoutIndex = 0
        if showsSymbols { showsSymbols = false } else { showPage() }
    }

    private func type(_ text: String, shifted: String) {
        // Letters of a pinyin layout spell; what they spell is chosen on the candidate bar.
        if !shift, page?.composition == .pinyin, let composer, text.allSatisfy({ $0.isASCII && $0.isLetter }) {
            closeAlternates()
            composer.add(text)
            onKey?()
            return
        }
        let typed = shift ? shifted : text
        if shift { toggleShift() }
        typeText(typed)
    }

    private func typeText(_ text: String) {
        for character in text { press(.character(character)) }
    }

    private func press(_ key: KeypadKey) {
        closeAlternates()
        if let composer, composer.isComposing {
            // Delete takes back a letter; the space bar types the first candidate, and any other
            // key types it before itself (a digit, a comma), as input methods do.
            if key == .backspace { composer.deleteLast() } else { composer.commitFirst() }
            if key == .backspace || key == .character(" ") {
                onKey?()
                return
            }
        }
        guard let target else { return }
        KeypadTyping.apply(key, to: target, decimalSeparator: ".")
        onKey?()
    }

    private func toggleShift() {
        shift.toggle()
        for (button, key) in typingButtons {
            button.label = shift ? key.shifted : key.text
        }
    }

    /// The long-press of `key`: its accented forms (capitals after Shift) above it, in the
    /// layout's reading order from the key.
    private func offerAlternates(of key: TypingKey, over button: Button, rightToLeft: Bool) {
        closeAlternates()
        let forms = shift ? key.shiftedAlternates : key.alternates
        let popover = KeyAlternatesPopover(
            forms: rightToLeft ? forms.reversed() : forms, over: button, accessibleLabel: strings.alternates(of: button.label)
        ) { [weak self] form in
            guard let self else { return }
            if self.shift { self.toggleShift() }
            self.typeText(form)
        }
        alternates = popover
        popover.open()
        pointerPresses.watchWindow(of: box)
        onKey?()
    }

    private func closeAlternates() {
        alternates?.close()
        alternates = nil
    }
}
