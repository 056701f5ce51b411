import AddressKit
import AddressSearch
import GtkKit

/// The autocomplete of an AddressForm on one TextInput: asks the provider after a quiet time,
/// shows the suggestions in a popover while typing goes on, drills into secondary addresses,
/// and hands the resolved address to the form.
///
/// Answers are matched to the keystroke that asked for them: a late answer to an older text is
/// dropped (the session cancels the request and a generation number guards the main actor), so
/// neither the list nor any field ever changes behind the person's typing.
@MainActor
final class AddressSearchController {
    /// What a row of the list stands for.
    enum Row: Equatable {
        case suggestion(AddressSuggestion)
        case back
        case manual
    }

    /// The input the search runs on.
    let input: TextInput
    /// The suggestion list.
    let suggestions: SuggestionPopover
    /// The rows shown, in order.
    private(set) var rows: [Row] = []
    /// The suggestion whose secondary addresses are shown, if drilled in.
    private(set) var drilledInto: AddressSuggestion?
    /// Answers dropped because newer text had been typed (tests, diagnostics).
    private(set) var droppedAnswers = 0
    /// Requests sent to the provider (tests, diagnostics).
    private(set) var requestsSent = 0
    /// Whether a query waits for the quiet time to pass before it is sent (tests, diagnostics).
    var isWaitingToAsk: Bool { debounce != nil }

    /// The address picked, resolved by the provider, and whether it was picked from the
    /// keyboard (Enter, Tab) rather than by a click or a tap.
    var onResolved: (@MainActor (Address, AddressSuggestion, _ pickedWithKey: Bool) -> Void)?
    /// "Enter manually" was chosen, with the text typed in the search.
    var onManualEntry: (@MainActor (String) -> Void)?
    /// A suggestion was picked and is being resolved (the form notes its values then).
    var onResolving: (@MainActor () -> Void)?
    /// The provider failed (its message) or answered again (nil).
    var onProviderError: (@MainActor (String?) -> Void)?

    private let configuration: AddressSuggestionConfiguration
    private var strings: AddressSuggestionStrings { configuration.strings }
    private var session: SuggestionSession
    private var debounce: MainLoopTimer?
    private var generation = 0
    private var work: Task<Void, Never>?
    private var settingText = false
    private var results: [AddressSuggestion] = []
    private var resultsQuery: String?
    private var status: String?
    private var typeAhead = SearchTypeAhead()

    init(input: TextInput, configuration: AddressSuggestionConfiguration, countryCode: String) {
        self.input = input
        self.configuration = configuration
        session = Self.makeSession(configuration, countryCode: countryCode)
        suggestions = SuggestionPopover(input: input, listName: configuration.strings.listName)
        suggestions.visibleRowLimit = max(configuration.limit + 2, 3)
        input.onChanged { [weak self] text in self?.textChanged(text) }
        // The list belongs to the field with focus: when focus leaves (Tab, Enter, a click
        // elsewhere) a query still waiting or in flight must not open it over the next field.
        input.onFocusChanged { [weak self] focused in
            if !focused { self?.cancelPending() }
        }
        suggestions.onPick = { [weak self] index in
            guard let self else { return }
            self.picked(index, withKey: self.suggestions.isPickingWithKey)
        }
        // Tab on a highlighted row picks it as Enter does; focus then goes where the pick
        // leads (the resolve would be cancelled if Tab moved focus on meanwhile). Shift+Tab
        // goes back to the country without filling the address.
        suggestions.onTab = { [weak self] active, backward in
            guard let self, let active, !backward else { return false }
            self.picked(active, withKey: true)
            return true
        }
        suggestions.onEscape = { [weak self] in self?.escapePressed() ?? false }
        suggestions.onEnterBeforeAnswer = { [weak self] in
            guard let self else { return false }
            return self.typeAhead.enterPressed(near: self.input.widget)
        }
        suggestions.onOpenRequest = { [weak self] in self?.reopen() ?? false }
    }

    private static func makeSession(_ configuration: AddressSuggestionConfiguration, countryCode: String) -> SuggestionSession {
        let context = SuggestionContext(
            limit: configuration.limit,
            countryCode: configuration.restrictsToCountry ? countryCode : nil)
        return SuggestionSession(provider: configuration.provider, context: context)
    }

    /// Suggestions follow the form's country from now on.
    func setCountry(_ code: String) {
        cancelPending()
        session = Self.makeSession(configuration, countryCode: code)
        results = []
        resultsQuery = nil
        suggestions.close()
    }

    /// Sets the text without asking for suggestions (a picked address, a reset).
    func setTextQuietly(_ text: String) {
        settingText = true
        input.text = text
        settingText = false
    }

    /// Runs `work` (the form setting field values) without asking for suggestions on the way.
    func quietly(_ work: () -> Void) {
        let wasSetting = settingText
        settingText = true
        work()
        settingText = wasSetting
    }

    /// Forgets the search: nothing in flight, no results, the list closed (next record).
    func reset() {
        cancelPending()
        drilledInto = nil
        results = []
        resultsQuery = nil
        units = []
        buildingUnits = []
        suggestions.close()
    }

    /// Stops everything in flight and closes the list.
    func cancelPending() {
        generation += 1
        debounce?.cancel()
        debounce = nil
        work?.cancel()
        work = nil
        typeAhead.cancel()
        let session = self.session, ticket = session.nextTicket()
        Task.detached { await session.cancel(ticket: ticket) }
    }

    /// The titles of the rows shown (tests).
    var shownTitles: [String] { suggestions.items.map(\.title) }
    /// The status line shown, if any.
    var statusText: String? { suggestions.status }

    // MARK: Typing

    private func textChanged(_ text: String) {
        guard !settingText else { return }
        // Typing in the unit list narrows it ("… 30" keeps UNIT 301 to 308); only text that
        // names none of the building's units starts a new search.
        if filterUnits(for: text) { return }
        cancelPending()
        drilledInto = nil
        guard configuration.isLongEnough(text) else {
            results = []
            resultsQuery = nil
            suggestions.close()
            return
        }
        let asked = generation
        typeAhead.isAnswerPending = true
        debounce = MainLoopTimer.once(after: max(0, configuration.debounceMilliseconds)) { [weak self] in
            guard let self, self.generation == asked else { return }
            self.request(text, generation: asked)
        }
    }

    private func request(_ query: String, generation asked: Int) {
        requestsSent += 1
        typeAhead.isAnswerPending = true
        if !suggestions.isOpen { render(status: strings.searching) }
        let session = self.session, ticket = session.nextTicket()
        // Off the main actor, answered through the GLib loop: typing never waits on it. The
        // ticket keeps typing order, whichever task reaches the session first.
        work = Task.detached { [weak self] in
            let outcome = await session.suggest(query, ticket: ticket)
            MainLoopDispatch.post { self?.received(outcome, query: query, generation: asked) }
        }
    }

    private func received(_ outcome: SuggestionOutcome, query: String, generation asked: Int) {
        guard asked == generation, drilledInto == nil else {
            droppedAnswers += 1
            return
        }
        switch outcome {
        case .suggestions(let items, _):
            results = items
            resultsQuery = query
            // The first row is highlighted, so Enter (or Tab) takes it: the address found, the
            // building to drill into, or with nothing found "Enter manually", which keeps the
            // text typed in line 1. Enter never leaves the search with the address unfilled.
            render(status: items.isEmpty ? strings.noResults : nil, active: 0)
            onProviderError?(nil)
        case .failed(let error, _):
            results = []
            resultsQuery = nil
            let message = strings.providerError(Self.message(error))
            render(status: message)
            onProviderError?(message)
        case .superseded:
            droppedAnswers += 1
            return
        }
        answerWaitingEnter()
    }

    /// Enter typed before this answer does now what it would have done with it: takes the row
    /// highlighted (an address, a building to drill into, "Enter manually"), else moves on as in
    /// any field.
    private func answerWaitingEnter() {
        guard let hold = typeAhead.answered() else { return }
        guard let active = suggestions.activeIndex, rows.indices.contains(active) else {
            input.performReturnAction()
            return hold.end()
        }
        if case .suggestion(let suggestion) = rows[active], !suggestion.isExpandable {
            resolve(suggestion, withKey: true, carrying: hold)
        } else {
            picked(active, withKey: true)
            hold.end()
        }
    }

    nonisolated private static func message(_ error: any Error) -> String {
        String(describing: error)
    }

    // MARK: List

    private func render(status newStatus: String?, active: Int? = nil) {
        status = newStatus
        var newRows: [Row] = []
        if drilledInto != nil { newRows.append(.back) }
        let shown = drilledInto == nil ? results : units
        newRows += shown.map(Row.suggestion)
        newRows.append(.manual)
        rows = newRows
        let items = newRows.map(item)
        suggestions.show(items, status: newStatus, active: active, transient: newStatus == strings.searching)
    }

    /// The units shown while drilled in.
    private var units: [AddressSuggestion] = []
    /// Every unit the provider gave for the building drilled into (`units` narrows it).
    private var buildingUnits: [AddressSuggestion] = []

    /// Shows the building's units that `text` names, staying drilled in; false when not drilled
    /// in, still waiting for the units, or when no unit matches (the text names another address).
    private func filterUnits(for text: String) -> Bool {
        guard let parent = drilledInto, !buildingUnits.isEmpty, configuration.isLongEnough(text) else { return false }
        let tokens = SecondaryUnitQuery.unitTokens(in: text, beyond: parent)
        let matching = buildingUnits.filter { SecondaryUnitQuery.unit($0.secondary, matches: tokens) }
        guard !matching.isEmpty else { return false }
        if matching != units {
            units = matching
            render(status: nil, active: 1)
        }
        return true
    }

    private func item(_ row: Row) -> SuggestionItem {
        switch row {
        case .back:
            return SuggestionItem(title: strings.back, kind: .action, leadingIconName: "go-previous-symbolic")
        case .manual:
            return SuggestionItem(title: strings.addressNotFound, kind: .action)
        case .suggestion(let suggestion):
            let title = suggestion.firstLine
            let place = suggestion.placeLine
            if suggestion.isExpandable {
                let count = strings.entries(suggestion.entries)
                let detail = [place, count].filter { !$0.isEmpty }.joined(separator: " · ")
                return SuggestionItem(
                    title: title, detail: detail,
                    accessibleName: [title, place, count].filter { !$0.isEmpty }.joined(separator: ", "),
                    kind: .option(drills: true))
            }
            return SuggestionItem(
                title: title, detail: place,
                accessibleName: [title, place].filter { !$0.isEmpty }.joined(separator: ", "))
        }
    }

    // MARK: Keys and picks

    /// Makes the first row active as Down does; returns false when there is none (gallery).
    func highlightFirst() -> Bool {
        guard !rows.isEmpty else { return false }
        suggestions.setActive(0)
        return true
    }

    /// Picks row `index` as Enter (`withKey`) or a click does.
    func pick(_ index: Int, withKey: Bool = false) { picked(index, withKey: withKey) }

    private func picked(_ index: Int, withKey: Bool) {
        guard rows.indices.contains(index) else { return }
        switch rows[index] {
        case .back:
            goBack()
        case .manual:
            cancelPending()
            drilledInto = nil
            suggestions.close()
            onManualEntry?(input.text)
        case .suggestion(let suggestion):
            if suggestion.isExpandable { drill(into: suggestion) } else { resolve(suggestion, withKey: withKey, carrying: nil) }
        }
    }

    private func drill(into suggestion: AddressSuggestion) {
        cancelPending()
        let asked = generation
        drilledInto = suggestion
        units = []
        buildingUnits = []
        render(status: strings.searching)
        let session = self.session, query = input.text, ticket = session.nextTicket()
        requestsSent += 1
        work = Task.detached { [weak self] in
            let outcome = await session.expand(suggestion, query: query, ticket: ticket)
            MainLoopDispatch.post { self?.receivedUnits(outcome, of: suggestion, generation: asked) }
        }
    }

    private func receivedUnits(_ outcome: SuggestionOutcome, of parent: AddressSuggestion, generation asked: Int) {
        guard asked == generation, drilledInto == parent else {
            droppedAnswers += 1
            return
        }
        switch outcome {
        case .suggestions(let items, _):
            units = items
            buildingUnits = items
            render(status: items.isEmpty ? strings.noResults : nil, active: items.isEmpty ? nil : 1)
        case .failed(let error, _):
            units = []
            render(status: strings.providerError(Self.message(error)))
        case .superseded:
            droppedAnswers += 1
        }
    }

    private func goBack() {
        guard let parent = drilledInto else { return }
        cancelPending()
        drilledInto = nil
        units = []
        buildingUnits = []
        let active = results.firstIndex(of: parent)
        render(status: results.isEmpty ? strings.noResults : nil, active: active)
    }

    private func resolve(_ suggestion: AddressSuggestion, withKey: Bool, carrying hold: TypeAhead.Hold?) {
        cancelPending()
        typeAhead.resolvingStarts(carrying: hold, withKey: withKey, near: input.widget)
        onResolving?()
        let asked = generation
        let session = self.session, ticket = session.nextTicket()
        work = Task.detached { [weak self] in
            do {
                let address = try await session.resolve(suggestion, ticket: ticket)
                MainLoopDispatch.post { self?.resolved(address, suggestion, withKey: withKey, generation: asked) }
            } catch is CancellationError {
                return
            } catch {
                let message = Self.message(error)
                MainLoopDispatch.post { self?.resolveFailed(message, generation: asked) }
            }
        }
    }

    private func resolved(_ address: Address, _ suggestion: AddressSuggestion, withKey: Bool, generation asked: Int) {
        guard asked == generation else {
            droppedAnswers += 1
            return
        }
        drilledInto = nil
        suggestions.close()
        if configuration.placement == .searchField { setTextQuietly(suggestion.fullText) }
        onResolved?(address, suggestion, withKey)
        // Setting the text leaves the caret at its start: what is typed next (an on-screen
        // key, when the form keeps focus here) goes after the picked address, not before it.
        if input.entry.containsFocus { input.caretPosition = input.entry.characterCount }
        typeAhead.resolvingEnded()
    }

    private func resolveFailed(_ message: String, generation asked: Int) {
        guard asked == generation else { return }
        typeAhead.resolvingEnded()
        render(status: strings.providerError(message))
    }

    private func escapePressed() -> Bool {
        if drilledInto != nil, suggestions.isOpen {
            goBack()
            return true
        }
        if suggestions.isOpen {
            cancelPending()
            suggestions.close()
            return true
        }
        // A second Escape clears the search (nothing to clear: the key goes on).
        // Line 1 keeps its text: it is part of the address, not a search.
        guard configuration.placement == .searchField, !input.text.isEmpty, !input.isReadOnly else { return false }
        cancelPending()
        results = []
        resultsQuery = nil
        setTextQuietly("")
        return true
    }

    private func reopen() -> Bool {
        guard !input.isReadOnly, input.isEnabled else { return false }
        let text = input.text
        if resultsQuery == text, !results.isEmpty {
            render(status: nil)
            return true
        }
        guard configuration.isLongEnough(text) else { return false }
        cancelPending()
        request(text, generation: generation)
        return true
    }
}
