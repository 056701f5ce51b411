import GtkKit

/// Closes a form's Tab order into a loop: Tab on its last control goes back to its first
/// field and Shift+Tab on the first field to the last control. An operator keying record after
/// record tabs from Save to the next record's Name, never out of the form into the header
/// bar (where focus was invisible and typing went nowhere). The saved entries are a key away
/// (Ctrl+F); Tab goes from them through the header bar's buttons back to Name.
@MainActor
enum FormTabLoop {
    static func close(last: Widget, first: Widget) {
        let fromLast = KeyController()
        fromLast.onKeyPressed { [weak first] key, modifiers in
            guard key == .tab, modifiers.isEmpty, let first else { return false }
            return first.grabFocus()
        }
        last.addController(fromLast)
        let fromFirst = KeyController()
        fromFirst.setPhase(.capture)
        fromFirst.onKeyPressed { [weak last] key, modifiers in
            guard key == .leftTab || (key == .tab && modifiers == .shift), let last else { return false }
            return last.grabFocus()
        }
        first.addController(fromFirst)
    }
}
