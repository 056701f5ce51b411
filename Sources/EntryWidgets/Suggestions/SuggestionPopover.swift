import GtkKit

/// The suggestion list of a combo box built on a TextInput: a popover under the field whose rows
/// never take focus, so typing goes on in the entry while Down/Up move the active row, Enter
/// picks it and a click or tap picks any row. Where part of the window must stay uncovered (the
/// kiosk's on-screen keyboard, a `KeepClearArea`), the list opens on the side with room and no
/// taller than that room, so a tap there never lands on a row.
///
/// The entry is exposed as a combo box that controls the list, with its expanded state and the
/// active row as active descendant; each row is named by its full text. Styling comes from the
/// tokens' classes: `popover.suggestion-popover`, `.suggestion-row`, `.suggestion-row.active`,
/// `.suggestion-secondary`, `.suggestion-status`.
@MainActor
final class SuggestionPopover {
    /// Key presses the owner decides about; return true when handled.
    var onEscape: (@MainActor () -> Bool)?
    /// Down pressed while the list is closed (reopen it); return true when handled.
    var onOpenRequest: (@MainActor () -> Bool)?
    /// A row was picked (Enter on the active row, click or tap), by index.
    var onPick: (@MainActor (Int) -> Void)?
    /// The list closed (picked, Escape, focus left).
    var onClosed: (@MainActor () -> Void)?
    /// Enter picked a row (after `onPick`): a picker moves on to the next field, as Enter does
    /// in a field without a list.
    var onEnterPicked: (@MainActor () -> Void)?
    /// Enter with no row to pick: return true when the owner handles it (its answer is still
    /// on its way); false lets Enter move on as in any field.
    var onEnterBeforeAnswer: (@MainActor () -> Bool)?
    /// Tab (`backward` false) or Shift+Tab while the list is open, with the active row (nil:
    /// none). Return true when the owner moved focus itself; false lets the key move focus as
    /// usual, the list closed first (an open popover in the focus chain sent Tab to the header
    /// bar).
    var onTab: (@MainActor (_ active: Int?, _ backward: Bool) -> Bool)?

    let popover = Popover()
    let list = ListBox()
    private let content = Box(.vertical)
    private let statusLabel = Label()
    private let scroller = ScrolledWindow()
    private let input: TextInput
    private let keys = KeyController()
    private let focus = FocusController()
    private var rows: [ListBoxRow] = []
    private(set) var items: [SuggestionItem] = []
    /// How many rows show before the list scrolls (a count: the height follows the theme's rows).
    var visibleRowLimit = 8
    private var closeCheck: MainLoopTimer?
    private var scrollRetry: MainLoopTimer?
    /// Mouse presses over the list, taken at the window (GTK 4.8 can send them to the window's
    /// widget under the list: see PopoverPressRouting).
    private lazy var pointerPresses = PopoverPressRouting(
        targetAt: { [weak self] x, y in self?.target(atWindowSurfaceX: x, y: y) },
        onTap: { [weak self] index in self?.pick(index) })

    /// The words said as the list opens and its active row moves.
    var speech = SuggestionSpeechStrings()
    /// What the last announcement of the list's contents said (one per change of contents).
    private var announcedContents: String?

    /// Whether the pick being reported came from the keyboard (Enter), not a click or a tap.
    private(set) var isPickingWithKey = false
    /// The index of the active row (the one Enter picks), if any.
    private(set) var activeIndex: Int?
    /// Whether the list is open.
    var isOpen: Bool { popover.isOpen }
    /// The status text shown above the rows (searching, nothing found, an error); nil: none.
    var status: String? { statusLabel.isVisible ? statusLabel.text : nil }

    init(input: TextInput, listName: String) {
        self.input = input
        // Tree.
        popover.addCSSClass("suggestion-popover")
        popover.autohide = false
        popover.hasArrow = false
        popover.positionBelow()
        statusLabel.addCSSClass("suggestion-status")
        statusLabel.xalign = 0
        statusLabel.wraps = true
        statusLabel.isVisible = false
        list.setSelectionSingle(false)
        list.activatesOnSingleClick = true
        list.setAccessibleLabel(listName)
        scroller.setChild(list)
        scroller.propagateNaturalHeight(true)
        content.append(statusLabel)
        content.append(scroller)
        popover.setChild(content)
        popover.attach(to: input.fieldWidget)

        // Signals.
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers) ?? false
        }
        input.entry.addController(keys)
        focus.onLeave { [weak self] in self?.focusLeft() }
        input.entry.addController(focus)
        list.onRowActivated { [weak self] index in self?.pick(index) }
        popover.onClosed { [weak self] in self?.closed() }

        // Accessibility: a combo box with a list popup.
        let entry = input.entry
        entry.setAccessibleHasPopup(true)
        entry.setAccessibleAutocompleteList()
        entry.setAccessibleControls(list)
        entry.setAccessibleExpanded(false)
    }

    // MARK: Content

    /// Shows `items` (and `status` above them), opening the list; `active` is the row Enter picks.
    /// A screen reader is told the number of suggestions, or the status, when they change;
    /// a `transient` status ("Searching…", while typing) is not said.
    func show(_ newItems: [SuggestionItem], status: String? = nil, active: Int? = nil, transient: Bool = false) {
        list.removeAll()
        rows = []
        items = newItems
        for item in newItems {
            let row = list.append(makeRow(item))
            row.addCSSClass("suggestion-row")
            row.setAccessibleLabel(item.accessibleName)
            // Rows never take focus: it stays in the entry (the combo box pattern).
            row.isFocusable = false
            row.focusOnClick = false
            rows.append(row)
        }
        statusLabel.text = status ?? ""
        statusLabel.isVisible = !(status ?? "").isEmpty
        // Said with the list too: "Searching…", "No matching addresses", a provider's error.
        list.setAccessibleDescription(status ?? "")
        scroller.isVisible = !newItems.isEmpty
        if !transient { announceContents(status: status) }
        setActive(active.flatMap { newItems.indices.contains($0) ? $0 : nil })
        open()
    }

    /// A suggestion with its place among the suggestions ("…, 1 of 5"); a command row (back,
    /// enter manually) by its name alone.
    private func spokenRow(_ index: Int) -> String {
        let options = items.indices.filter { items[$0].isOption }
        guard let place = options.firstIndex(of: index) else { return items[index].accessibleName }
        return speech.spokenRow(items[index].accessibleName, place: place + 1, of: options.count)
    }

    private func announceContents(status: String?) {
        let options = items.filter(\.isOption).count
        let contents = [speech.count(options), status].compactMap { $0 }.joined(separator: ". ")
        guard contents != announcedContents else { return }
        announcedContents = contents
        Announcer.announce(contents, near: input.entry)
    }

    /// Closes the list (its rows stay for a later reopen).
    func close() {
        guard popover.isOpen else { return }
        popover.popdown()
    }

    /// Moves the active row by `step` (wrapping through "no active row", as combo boxes do).
    func move(by step: Int) {
        guard !items.isEmpty else { return }
        let next: Int?
        switch activeIndex {
        case nil: next = step > 0 ? 0 : items.count - 1
        case let index?:
            let moved = index + step
            next = items.indices.contains(moved) ? moved : nil
        }
        setActive(next)
    }

    /// Makes row `index` active (nil: none): the `.active` class and the entry's active descendant.
    func setActive(_ index: Int?) {
        if let old = activeIndex, rows.indices.contains(old) { rows[old].removeCSSClass("active"); rows[old].setAccessibleSelected(false) }
        activeIndex = index
        if let index, rows.indices.contains(index) {
            let row = rows[index]
            row.addCSSClass("active")
            row.setAccessibleSelected(true)
            input.entry.setAccessibleActiveDescendant(row)
            Announcer.announce(spokenRow(index), near: input.entry)
            scrollIntoView(row)
        } else {
            input.entry.setAccessibleActiveDescendant(nil)
        }
    }

    /// Scrolls the list to show `row`, once it has a place: a list just opened is laid out on
    /// the next frames, so the scroll waits for that (a few frames at most).
    private func scrollIntoView(_ row: ListBoxRow) {
        scrollRetry?.cancel()
        guard row.allocatedHeight == 0 else {
            scroller.scrollToShow(row)
            return
        }
        var attempts = 0
        scrollRetry = MainLoopTimer.repeating(every: 16) { [weak self, weak row] in
            attempts += 1
            guard let self, let row, self.rows.contains(where: { $0 === row }) else { return false }
            guard row.allocatedHeight > 0 else { return attempts < 30 }
            self.scroller.scrollToShow(row)
            return false
        }
    }

    /// The row widget at `index` (tests and the gallery).
    func row(at index: Int) -> ListBoxRow? { rows.indices.contains(index) ? rows[index] : nil }

    // MARK: Events

    private func open() {
        // As wide as the field it belongs to; never taller than `visibleRowLimit` rows.
        let width = input.fieldWidget.allocatedWidth
        if width > 0 { content.setSizeRequest(width: width, height: -1) }
        let rowHeight = rows.first?.naturalHeight ?? 0
        var listHeight = rowHeight > 0 ? rowHeight * visibleRowLimit : Int.max
        if let room = placeClearOfKeepClearAreas(listHeight: listHeight) { listHeight = min(listHeight, room) }
        if listHeight < Int.max { scroller.setMaxContentHeight(max(listHeight, 0)) }
        if !popover.isOpen { popover.popup() }
        input.entry.setAccessibleExpanded(true)
        pointerPresses.watchWindow(of: input.entry)
    }

    /// What a press at this point of the window's surface is on: a row of the open list (where
    /// the list shows, not scrolled out of it), the list around its rows, or nothing of it.
    private func target(atWindowSurfaceX x: Double, y: Double) -> PopoverPressRouting.Target? {
        guard popover.isOpen, let frame = content.frameInWindowSurface, frame.contains(x: x, y: y) else { return nil }
        guard scroller.isVisible, let shown = scroller.frameInWindowSurface, shown.contains(x: x, y: y),
            let index = rows.firstIndex(where: { $0.frameInWindowSurface?.contains(x: x, y: y) == true })
        else {
            return .background
        }
        return .item(index)
    }

    /// Opens the list on the side of the field with room when a `KeepClearArea` (the kiosk's
    /// on-screen keyboard) is in the window; returns the height left for the rows there, nil
    /// when nothing is in the way (the list opens below, as at the desk).
    private func placeClearOfKeepClearAreas(listHeight limit: Int) -> Int? {
        let areas = KeepClearArea.frames(near: input.fieldWidget)
        guard !areas.isEmpty, let (field, windowHeight) = input.fieldWidget.frameInWindow else {
            popover.positionBelow()
            return nil
        }
        // What the popover adds around its rows: its own padding and border (and shadow), the
        // status line and the space between them.
        let rowsHeight = scroller.isVisible ? min(list.naturalHeight, limit) : 0
        let around = max(0, popover.naturalHeight - (scroller.isVisible ? scroller.naturalHeight : 0))
        let wanted = Double(around + rowsHeight)
        guard let placement = SuggestionPlacement.place(field: field, windowHeight: windowHeight, keepClear: areas, wanted: wanted) else {
            popover.positionBelow()
            return nil
        }
        if placement.side == .above { popover.positionAbove() } else { popover.positionBelow() }
        return Int(placement.maximumHeight.rounded(.down)) - around
    }

    private func closed() {
        announcedContents = nil
        input.entry.setAccessibleExpanded(false)
        input.entry.setAccessibleActiveDescendant(nil)
        onClosed?()
    }

    private func pick(_ index: Int) {
        guard items.indices.contains(index) else { return }
        onPick?(index)
    }

    private func keyPressed(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .superKey]) else { return false }
        switch key {
        case .down where popover.isOpen && !items.isEmpty:
            move(by: 1)
            return true
        case .up where popover.isOpen && !items.isEmpty:
            move(by: -1)
            return true
        case .down:
            return onOpenRequest?() ?? false
        case _ where key.isEnter:
            // The answer to what was typed may still be on its way: the owner then has Enter
            // wait for it (an operator types ahead of the list).
            guard popover.isOpen, let activeIndex else { return onEnterBeforeAnswer?() ?? false }
            isPickingWithKey = true
            pick(activeIndex)
            isPickingWithKey = false
            onEnterPicked?()
            return true
        case .tab where popover.isOpen, .leftTab where popover.isOpen:
            if let onTab, onTab(activeIndex, key == .leftTab || modifiers.contains(.shift)) { return true }
            close()
            return false
        case .escape:
            if let onEscape { return onEscape() }
            guard popover.isOpen else { return false }
            close()
            return true
        default:
            return false
        }
    }

    private func focusLeft() {
        // Focus left the entry: close, unless it comes straight back (a click in the list keeps
        // it, but some input methods bounce focus while composing).
        closeCheck = MainLoopTimer.once(after: 0) { [weak self] in
            guard let self, !self.input.entry.containsFocus else { return }
            self.close()
        }
    }

    private func makeRow(_ item: SuggestionItem) -> Widget {
        let box = Box(.horizontal, spacing: 0)
        if let iconName = item.leadingIconName {
            let icon = Image(iconName: iconName, role: .presentation)
            icon.valign = .center
            box.append(icon)
        }
        let texts = Box(.vertical)
        texts.hexpand = true
        texts.valign = .center
        let title = Label(item.title)
        title.xalign = 0
        title.ellipsizeAtEnd()
        texts.append(title)
        if !item.detail.isEmpty {
            let detail = Label(item.detail)
            detail.xalign = 0
            detail.ellipsizeAtEnd()
            detail.addCSSClass("suggestion-secondary")
            texts.append(detail)
        }
        box.append(texts)
        if case .option(drills: true) = item.kind {
            let more = Image(iconName: "go-next-symbolic", role: .presentation)
            more.valign = .center
            box.append(more)
        }
        return box
    }
}
