import Foundation
import GtkKit
import Localization

/// The candidate bar of a pinyin keyboard: the letters tapped so far, then the hanzi they spell
/// (words first where the letters spell one: "beijing" offers 北京), each a key of its own. A
/// tap on a candidate types it; the space bar types the first; Delete takes back a letter.
/// Without Debian's dictionary the letters themselves are typed, and standard error says why.
@MainActor
final class PinyinComposer {
    /// The bar, over the keyboard's rows.
    let bar = Box(.horizontal, spacing: 0, role: .group)
    private let spelling = Label()
    private var candidateKeys: [Button] = []
    private(set) var typed = ""
    /// Types the text of a candidate chosen (or of the letters, with no dictionary).
    var onCommit: (@MainActor (String) -> Void)?

    /// The candidates a bar offers at most: what fits a row of touch keys on a small laptop.
    static let shownCandidates = 8

    init(accessibleLabel: String) {
        bar.setAccessibleLabel(accessibleLabel)
        bar.addCSSClass("pinyin-candidates")
        spelling.addCSSClass("pinyin-spelling")
        bar.append(spelling)
        bar.keepLeftToRight()
        show()
    }

    var isComposing: Bool { !typed.isEmpty }

    func add(_ letters: String) {
        typed += letters.lowercased()
        Self.loadDictionary { [weak self] in self?.show() }
        show()
    }

    func deleteLast() {
        guard !typed.isEmpty else { return }
        typed.removeLast()
        show()
    }

    /// The space bar: the first candidate, or the letters when nothing matches them.
    func commitFirst() {
        commit(candidates.first ?? typed)
    }

    func clear() {
        typed = ""
        show()
    }

    private var candidates: [String] {
        Self.dictionary.value?.candidates(for: typed, limit: Self.shownCandidates) ?? []
    }

    private func commit(_ text: String) {
        typed = ""
        show()
        onCommit?(text)
    }

    private func show() {
        spelling.text = typed
        for key in candidateKeys { bar.remove(key) }
        candidateKeys = candidates.map { candidate in
            let key = Button(label: candidate)
            key.isFocusable = false
            key.focusOnClick = false
            key.addCSSClass("touch-target")
            key.onClicked { [weak self] in self?.commit(candidate) }
            bar.append(key)
            return key
        }
        bar.isVisible = isComposing
    }

    // MARK: The dictionary, read once in the background at the first letter

    private final class Loaded: @unchecked Sendable {
        var value: PinyinDictionary?
        var state = State.notAsked
        enum State { case notAsked, loading, done }
    }

    private static let dictionary = Loaded()

    /// Reads Debian's dictionary off the main thread (65,000 lines) and calls `then` once it is in.
    private static func loadDictionary(then: @escaping @MainActor () -> Void) {
        guard dictionary.state == .notAsked else { return }
        dictionary.state = .loading
        let loaded = dictionary
        Thread.detachNewThread {
            let result = Result { try PinyinDictionary(contentsOf: PinyinDictionary.debianFile) }
            MainLoopDispatch.post {
                switch result {
                case .success(let value): loaded.value = value
                case .failure(let error):
                    // i18n: not shown (standard error, for whoever set the kiosk up)
                    let message = "The pinyin keyboard offers no hanzi: \(error) (install Debian's rime-data-pinyin-simp)\n"
                    FileHandle.standardError.write(Data(message.utf8))
                }
                loaded.state = .done
                then()
            }
        }
    }
}
