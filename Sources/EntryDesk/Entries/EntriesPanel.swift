import AmountKit
import EntryDiagnostics
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Saved entries, newest first, with search; Enter or a double click opens one for editing,
/// Delete removes it (the window offers Undo).
///
/// The list is virtualised over the keys of the matching entries: only the rows on screen read
/// their entry, so 100,000 entries scroll as smoothly as ten.
@MainActor
final class EntriesPanel {
    let widget: Box
    let search: TextInput
    private let list: ListView<EntryRow>
    private let countLabel = Label()
    private let scrolled = ScrolledWindow()
    private let store: EntryStore
    private let reader: EntryListReader
    /// Started at the first read of the list, not before the window is on screen.
    private var watcher: EntryChangeWatcher?
    /// How an entry reads in the list (and in messages that name one).
    let summary: EntrySummary
    /// The matching entries' list keys (`EntryStore.entryKeys`), as the list holds them.
    private var keys: [Int64] { list.keys }
    private var cache: [Int64: SavedEntry] = [:]
    private var searchTimer: MainLoopTimer?
    private var refocusTimer: MainLoopTimer?
    /// The entry generation the list shows (`EntryStore.entryGeneration`).
    private var listedChanges: Int?
    /// Whether the list was read at all.
    private var isLoaded = false
    /// The search text the list was last read for.
    private var listedQuery = ""
    /// Whether a row's entry could not be read since the list was read.
    private var reportedRowReadError = false
    /// The read whose first answer the list shows (a second answer adds the rest).
    private var shownRequest: Int?
    /// Called once the list has been read completely.
    private var waitingForList: [@MainActor () -> Void] = []
    /// The row to put keyboard focus back on once the list is read again (after Delete).
    private var refocusPosition: Int?

    /// Called with the entry to edit.
    var onOpen: (@MainActor (SavedEntry) -> Void)?
    /// Called with the entry to delete.
    var onDelete: (@MainActor (SavedEntry) -> Void)?
    /// Called when reading the database fails.
    var onError: (@MainActor (String) -> Void)?

    /// With `showsServerState` (a desk in a team), rows say which entries the team server does
    /// not have yet.
    init(store: EntryStore, currencies: CurrencyTable?, showsServerState: Bool = false) {
        self.store = store
        self.showsServerState = showsServerState
        reader = EntryListReader(store: store)
        summary = EntrySummary(locale: UserLocale.current, currencies: currencies)
        widget = Box(.vertical, spacing: 0, role: .group)
        widget.addCSSClass("entries-panel")
        widget.setAccessibleLabel(tr("Saved entries"))
        search = TextInput(labelPrimaryText: tr("Search entries"), placeholder: tr("Name, street, city, postcode or reference"))
        search.setLeadingIcon(.named("system-search-symbolic"), accessibilityLabel: nil)
        search.returnAction = .none
        list = ListView<EntryRow>(makeRow: { EntryRow(showsServerState: showsServerState) }, widget: { $0.box }, bind: { _, _, _ in })
        list.vexpand = true
        list.setAccessibleLabel(tr("Saved entries list"))
        countLabel.xalign = 0
        countLabel.addCSSClass("entries-count")
        scrolled.vexpand = true
        scrolled.setChild(list)
        widget.append(search.widget)
        widget.append(countLabel)
        widget.append(scrolled)
        wire()
    }

    private func wire() {
        list.setBinder { [weak self] row, position, _ in
            guard let self else { return }
            let entry = self.entry(atPosition: position)
            row.show(
                entry, amountText: entry.map(self.summary.amountText) ?? "", addressLine: entry.map(self.summary.addressLine) ?? "",
                dateText: entry.map { self.summary.dateText($0) } ?? "",
                waitingForServer: entry.map { self.waitingForServer.contains($0.id) } ?? false)
        }
        list.onActivate { [weak self] position in
            // Read again, not from the rows' cache: what is opened for editing is what is saved now.
            guard let self, self.keys.indices.contains(position) else { return }
            let key = self.keys[position]
            do {
                // Row numbers are reused after a delete: a list another process changed may
                // show another entry under this key now. Then the list is read again instead.
                let entry = try self.store.entry(key: key)
                guard let entry, self.cache[key].map({ $0.id == entry.id }) ?? true else {
                    self.reload()
                    return
                }
                self.onOpen?(entry)
            } catch {
                self.onError?(LocalizedFormat.fill(tr("The entry cannot be read: %@"), "\(error)"))
            }
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self else { return false }
            guard key == .delete, let position = self.list.focusedPosition ?? self.list.selectedPosition else { return false }
            // The entry the row shows, by its id: the right one even if another process has
            // changed the list since it was read.
            guard let entry = self.entry(atPosition: position) else { return false }
            // Focus stays in the list, on the row that takes the deleted one's place: Delete
            // again removes the next entry, as in a file manager.
            self.refocusPosition = position
            self.onDelete?(entry)
            return true
        }
        list.addController(keys)
        search.onChanged { [weak self] _ in
            self?.searchTimer?.cancel()
            self?.searchTimer = MainLoopTimer.once(after: 120) { self?.reload() }
        }
    }

    /// Shows every entry again: the search emptied, the list read at once.
    func showAll() {
        if !search.text.isEmpty { search.text = "" }
        // Setting the text started the search's quiet time: read now instead.
        searchTimer?.cancel()
        searchTimer = nil
        reload()
    }

    /// Reads the list again if the entries changed since it was read (an import, a second
    /// window, the team sync). The watcher asks by itself twice a second; the window asks as
    /// well when it is back in front and after a sync pass. Asked on the watcher's thread: the
    /// main thread never waits for the database.
    func reloadIfChangedElsewhere() {
        watcher?.checkNow()
    }

    private func entriesChanged(to generation: Int) {
        // Not read yet (the window has just opened): the first read will show what is there.
        guard isLoaded, generation != listedChanges else { return }
        reload()
    }

    private func startWatching(after generation: Int?) {
        // A theme that sets the interval to zero turns watching off (the window still asks
        // when it comes back in front).
        guard watcher == nil else { return }
        let interval = ThemeTokens.milliseconds("theme.duration.list.live-refresh").flatMap { $0 > 0 ? Duration.milliseconds($0) : nil }
        watcher = try? EntryChangeWatcher(store: store, every: interval) { [weak self] generation in
            MainLoopDispatch.post { self?.entriesChanged(to: generation) }
        }
        watcher?.start(after: generation)
    }

    deinit {
        watcher?.stop()
    }

    /// Reads the matching keys again (after a save, an edit, a delete or a new search), off
    /// the main thread; `done` runs once the list shows them all.
    func reload(then done: (@MainActor () -> Void)? = nil) {
        let startedAt = Diagnostics.monotonicNanoseconds()
        if let done { waitingForList.append(done) }
        isLoaded = true
        let query = search.text
        reader.read(query) { [weak self] result in
            MainLoopDispatch.post { self?.show(result, for: query, startedAt: startedAt) }
        }
    }

    private func show(_ result: Result<EntryListReader.Listing, any Error>, for query: String, startedAt: Int) {
        let listing: EntryListReader.Listing
        switch result {
        case let .success(read):
            guard reader.isNewest(read.request) else { return }
            listing = read
        case let .failure(error):
            onError?(LocalizedFormat.fill(tr("The saved entries cannot be read: %@"), "\(error)"))
            listing = EntryListReader.Listing(request: -1, keys: [], isComplete: true, matches: 0)
        }
        if let generation = listing.generation {
            listedChanges = generation
            startWatching(after: generation)
        }
        if listing.request == shownRequest, listing.keys.starts(with: keys) {
            list.appendItems(Array(listing.keys.dropFirst(keys.count)))
        } else {
            shownRequest = listing.request
            cache.removeAll(keepingCapacity: true)
            waitingForServer.removeAll(keepingCapacity: true)
            reportedRowReadError = false
            // The same search read again (entries came in from elsewhere): the entry selected or
            // with keyboard focus stays so, wherever the new entries put its row.
            let sameSearch = query == listedQuery
            let selectedKey = sameSearch ? list.selectedPosition.flatMap(list.key(at:)) : nil
            let focusedKey = sameSearch ? list.focusedPosition.flatMap(list.key(at:)) : nil
            list.setItems(listing.keys)
            if let selectedKey, let position = listing.keys.firstIndex(of: selectedKey) { list.selectedPosition = position }
            if let focusedKey, refocusPosition == nil, let position = listing.keys.firstIndex(of: focusedKey) {
                refocusPosition = position
            }
            // New search results start at the top; the same search read again stays where it was.
            if !sameSearch { scrolled.scrollToTop() }
            listedQuery = query
        }
        showCount(listing.matches, searching: !query.trimmingCharacters(in: .whitespaces).isEmpty)
        logShown(listing, startedAt: startedAt)
        guard listing.isComplete else { return }
        if let position = refocusPosition {
            refocusPosition = nil
            refocus(near: position)
        }
        let waiting = waitingForList
        waitingForList = []
        for done in waiting { done() }
    }

    /// At debug level (`Diagnostics`): how long the read took, and when the frame showing it was
    /// painted, counted from when the read began (after the search field's pause); the first read
    /// on screen whole is where start-up ends (`StartupTrace`). Counts and times only, never the
    /// search text.
    /// "saved entries: read 7: 1000 matches, 1000 listed in 3.21 ms" (", first rows" when the
    /// rest follows), then "saved entries: read 7 on screen after 9.87 ms; peak memory 120512 kB".
    private func logShown(_ listing: EntryListReader.Listing, startedAt: Int) {
        guard Diagnostics.isDebugging else { return }
        func milliseconds() -> String {
            String(format: "%.2f ms", Double(Diagnostics.monotonicNanoseconds() - startedAt) / 1e6)
        }
        let step = listing.isComplete ? "" : ", first rows"  // i18n: not shown (debug log)
        Diagnostics.logger.debug(
            "saved entries: read \(listing.request): \(listing.matches.map(String.init) ?? "uncounted") matches, \(listing.keys.count) listed in \(milliseconds())\(step)"
        )
        widget.onNextFramePainted {
            Diagnostics.logger.debug(
                "saved entries: read \(listing.request) on screen after \(milliseconds())\(step); \(StartupTrace.peakMemory())")
        }
    }

    private func showCount(_ matches: Int?, searching: Bool) {
        guard let matches else {
            countLabel.text = tr("Counting…")
            return
        }
        switch (matches, searching) {
        case (0, false): countLabel.text = tr("No saved entries yet")
        case (0, true): countLabel.text = tr("No entry matches")
        default: countLabel.text = LocalizedFormat.fill(trn("%@ entry", "%@ entries", matches), formattedCount(matches))
        }
        // The number of results, said to a screen reader in the search field as it types.
        if searching, search.isFocused { Announcer.announce(countLabel.text, near: search.widget) }
    }

    /// Keyboard focus on row `position` (or the last row), once GTK has made the row widgets of
    /// the list just read, a frame or so later: tried each frame for a moment. No row left: the
    /// list itself, so Ctrl+Z (undo) still reaches the window.
    private func refocus(near position: Int) {
        var tries = 0
        refocusTimer = MainLoopTimer.repeating(every: 16) { [weak self] in
            guard let self else { return false }
            tries += 1
            if self.count > 0, self.list.focusRow(at: min(position, self.count - 1)) { return false }
            guard self.count == 0 || tries >= 10 else { return true }
            _ = self.list.grabFocus()
            return false
        }
    }

    /// The number of entries listed.
    var count: Int { keys.count }

    /// The selected row (nil: none), without moving keyboard focus (the gallery's window shows one).
    var selectedPosition: Int? {
        get { list.selectedPosition }
        set { list.selectedPosition = newValue }
    }

    /// The entry of row `position`. Not kept yet: read with the rows around it in one query,
    /// since GTK binds ~200 rows at a time and each read has a fixed cost.
    private func entry(atPosition position: Int) -> SavedEntry? {
        guard keys.indices.contains(position) else { return nil }
        let key = keys[position]
        if let cached = cache[key] { return cached }
        let around = keys[max(0, position - Self.readAround)..<min(keys.count, position + Self.readAround)]
        let read: [Int64: SavedEntry]
        do {
            read = try store.entries(keys: around.filter { cache[$0] == nil })
        } catch {
            // Said once per read of the list, not once per row.
            if !reportedRowReadError { onError?(LocalizedFormat.fill(tr("The saved entries cannot be read: %@"), "\(error)")) }
            reportedRowReadError = true
            return nil
        }
        // Rows on screen and a little scroll-back: a bounded cache is enough.
        if cache.count + read.count > 512 {
            cache.removeAll(keepingCapacity: true)
            waitingForServer.removeAll(keepingCapacity: true)
        }
        cache.merge(read) { _, new in new }
        if showsServerState, let waiting = try? store.sync.waitingForServer(read.values.map(\.id)) {
            waitingForServer.formUnion(waiting)
        }
        return read[key]
    }

    /// Whether rows say which entries the team server does not have yet (a server is set).
    private let showsServerState: Bool
    /// Of the entries in `cache`, those with changes the team server has not confirmed.
    private var waitingForServer: Set<UUID> = []

    /// Rows read on each side of a row that is not kept yet.
    private static let readAround = 32
}
