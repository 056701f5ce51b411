import Foundation

/// A one-line progress bar on standard error, redrawn in place; silent when not a terminal.
final class TerminalProgressBar {
    let enabled: Bool
    private var lastDrawn = -1

    init(enabled: Bool) { self.enabled = enabled }

    func show(label: String, done: Int, total: Int) {
        guard enabled else { return }
        let permille = total > 0 ? min(1000, done * 1000 / total) : 1000
        guard permille / 5 != lastDrawn else { return }
        lastDrawn = permille / 5
        let width = 30, filled = permille * width / 1000
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(permille / 10)% \(label)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
