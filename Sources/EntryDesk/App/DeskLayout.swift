import EntryWidgets
import GtkKit
import Localization

/// The desk window's content, laid out as GNOME apps are: the form clamped to a readable width
/// and centred; New and Save in an action bar under it, always in view; messages floating over
/// the form's foot instead of pushing it down; the saved entries as a sidebar that folds away
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
        let scroller = ScrolledWindow()
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.setChild(clamp)
        // The banner floats over the foot of the form, above the action bar.
        let formArea = Overlay()
        formArea.addCSSClass("entrydesk-form-area")
        // Named as the kiosk's overlay is: a screen reader says no GTK class name.
        formArea.setAccessibleLabel(AppIdentity.name)
        formArea.setChild(scroller)
        banner.widget.valign = .end
        banner.widget.halign = .center
        formArea.addOverlay(banner.widget)
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
        watch.onWidthChanged { [weak self] width in
            // Not while GTK lays the window out: the change lays it out again.
            self?.layoutTimer = MainLoopTimer.once(after: 0) { self?.fold(width < (self?.collapseBelow ?? 0)) }
        }
    }

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
