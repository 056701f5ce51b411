import EntryWidgets
import GtkKit
import Localization

/// The desk window's content, laid out as GNOME apps are: the form clamped to a readable width
/// and centred; New and Save in an action bar under it, always in view; messages between the
/// scrolled form and that bar (the form scrolls above them: floating over the form's foot, at
/// 768 px high they covered the focused Amount); the field with the focus, its message
/// included, kept in view as the focus moves, a message appears or the page gets lower, and
/// the form's title whenever that field fits under it; the saved entries as a sidebar that folds away
/// when the window is narrower than `theme.size.entries-panel.collapse-below` (a header
/// button and Ctrl+F open it again).
@MainActor
final class DeskLayout {
    let widget = Box(.vertical, spacing: 0)
    /// Shows or hides the folded sidebar; only in the header bar while it is folded.
    let sidebarButton = ToggleButton(iconName: "sidebar-show-right-symbolic")
    /// The saved entries' column: the panel in a scroller that asks for no width of its own.
    private let sidebar = ScrolledWindow()
    private let separator = Separator(.vertical)
    /// The form's scrolled area.
    private let formScroller = ScrolledWindow()
    private let watch = WidthWatch()
    private let collapseBelow: Int
    private var layoutTimer: MainLoopTimer?
    /// Whether the window is too narrow for the form and the sidebar side by side.
    private(set) var isFolded = false

    init(form: Widget, buttons: Widget, batchStatus: Widget, sidebar panel: Widget, banner: Banner) {
        // The panel's 400 px (theme.size.entries-panel.width) are its natural width, not a
        // minimum the window keeps: GTK asks the window manager for the layout's minimum, and
        // form + panel (747 px in German while editing, 835 with a message up) kept a window
        // tiled or restored straight to a narrower size that wide, never narrow enough to fold.
        sidebar.letsWidthShrink()
        sidebar.propagateNaturalWidth(true)
        sidebar.setChild(panel)
        collapseBelow = ThemeTokens.pixels("theme.size.entries-panel.collapse-below") ?? 0
        let clamp = Clamp(maximumWidth: ThemeTokens.pixels("theme.size.entry-form.max-width") ?? Int(Int32.max))
        clamp.setChild(form)
        let scroller = formScroller
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.setChild(clamp)
        // The banner under the scrolled form, above the action bar, as wide as the form.
        let bannerArea = Clamp(maximumWidth: clamp.maximumWidth)
        bannerArea.addCSSClass("entrydesk-form-area")
        bannerArea.setChild(banner.widget)
        let formArea = Box(.vertical, spacing: 0)
        formArea.vexpand = true
        formArea.append(scroller)
        formArea.append(bannerArea)
        let buttonClamp = Clamp(maximumWidth: clamp.maximumWidth)
        let bar = Box(.vertical, spacing: 0)
        // The open batch's figures, or a verification's state, above New and Save.
        bar.append(batchStatus)
        bar.append(buttons)
        buttonClamp.setChild(bar)
        let actionBar = Box(.vertical, spacing: 0)
        actionBar.addCSSClass("entry-action-bar")
        actionBar.append(buttonClamp)
        let formColumn = Box(.vertical, spacing: 0)
        formColumn.hexpand = true
        formColumn.append(formArea)
        formColumn.append(actionBar)
        let panes = Box(.horizontal, spacing: 0)
        panes.vexpand = true
        panes.append(formColumn)
        panes.append(separator)
        panes.append(sidebar)
        widget.addCSSClass("entrydesk-content")
        widget.append(watch)
        widget.append(panes)

        sidebarButton.setAccessibleLabel(tr("Saved entries"))
        sidebarButton.tooltip = tr("Show the saved entries (Ctrl+F)")
        sidebarButton.isVisible = false
        sidebarButton.onToggled { [weak self] in
            guard let self else { return }
            self.showSidebar(self.sidebarButton.isActive)
        }
        // A message under a field, a banner, a window made lower: the focused field stays in view.
        // Told while GTK lays the form out, before the fields have their new places: when idle.
        formScroller.onVerticalRangeChanged { [weak self] in self?.showFocusedFieldWhenIdle() }
        watch.onWidthChanged { [weak self] width in
            // Not while GTK lays the window out: the change lays it out again.
            self?.layoutTimer = MainLoopTimer.once(after: 0) { self?.fold(width < (self?.collapseBelow ?? 0)) }
        }
    }

    /// Follows the focus in `window`: the field that takes it is scrolled wholly into view.
    func followFocus(in window: Window) {
        // When idle: GTK's viewport scrolls (animated) to the focused entry itself on the same
        // change, and would otherwise end below the field's foot, its message unseen.
        window.onNotify("focus-widget") { [weak self] in self?.showFocusedFieldWhenIdle() }
    }

    private func showFocusedFieldWhenIdle() {
        guard focusTimer == nil else { return }
        focusTimer = MainLoopTimer.whenIdle { [weak self] in
            self?.focusTimer = nil
            self?.showFocusedField()
        }
    }
    private var focusTimer: MainLoopTimer?

    /// Scrolls the focused field of the form (with its title, helper and message) into view.
    func showFocusedField() {
        formScroller.showFocusedField(blockClasses: Self.fieldClasses)
    }

    /// Shows the form from its top: its title, and an opened entry's history.
    func scrollFormToTop() { formScroller.scrollToTop() }

    /// The CSS names of a field's whole box (`FieldFrame`).
    private static let fieldClasses = ["text-input", "input-amount"]

    /// Whether the saved entries are on screen.
    var isSidebarShown: Bool { sidebar.isVisible }

    /// Shows or hides the sidebar of a folded window (a wide one always shows it).
    func showSidebar(_ shown: Bool) {
        guard isFolded else { return }
        if sidebarButton.isActive != shown { sidebarButton.isActive = shown }  // toggles back here once
        setSidebarVisible(shown)
    }

    private func fold(_ folded: Bool) {
        guard folded != isFolded else { return }
        isFolded = folded
        sidebarButton.isVisible = folded
        sidebarButton.isActive = false
        setSidebarVisible(!folded)
    }

    private func setSidebarVisible(_ visible: Bool) {
        guard sidebar.isVisible != visible else { return }
        sidebar.isVisible = visible
        separator.isVisible = visible
    }
}
