// i18n: file never shown (a dictionary's errors go to standard error, for whoever set the kiosk up)
import Foundation

/// Pinyin and the hanzi it spells, from a Rime dictionary: Debian's rime-data-pinyin-simp holds
/// 65,000 characters and words of simplified Chinese, each with its spelling and how often it is
/// written. "beijing" offers 北京 first; "bei" offers 被, 北, 备 … and the words it begins.
public struct PinyinDictionary: Sendable {
    /// Debian's simplified-Chinese pinyin dictionary (package rime-data-pinyin-simp).
    public static let debianFile = URL(fileURLWithPath: "/usr/share/rime-data/pinyin_simp.dict.yaml")

    private struct Entry: Sendable {
        /// The spelling without spaces or tone marks ("beijing").
        let spelling: String
        let text: String
        let weight: Int
    }

    /// Sorted by spelling: a prefix is one range.
    private let entries: [Entry]

    /// A line of a dictionary that is not `text<TAB>spelling[<TAB>weight]`.
    public struct Malformed: Error, CustomStringConvertible, Equatable {
        public let file: String
        public let line: Int
        public let reason: String
        public var description: String { "\(file):\(line): \(reason)" }
    }

    /// Reads a Rime `.dict.yaml`: a YAML header ending with `...`, then one entry per line.
    public init(contentsOf url: URL) throws {
        try self.init(text: String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
    }

    public init(text: String, file: String = "dictionary") throws(Malformed) {
        var entries: [Entry] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The entries follow the header's end ("..."), or start at once in a file without one.
        let first = lines.firstIndex(of: "...").map { $0 + 1 } ?? 0
        for (index, line) in lines.enumerated() where index >= first {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw Malformed(file: file, line: index + 1, reason: "expected a word, a tab and its pinyin")
            }
            var weight = 0
            if fields.count > 2 {
                guard let number = Int(fields[2].trimmingCharacters(in: .whitespaces)) else {
                    throw Malformed(file: file, line: index + 1, reason: "the weight \"\(fields[2])\" is not a whole number")
                }
                weight = number
            }
            entries.append(Entry(spelling: Self.spelling(String(fields[1])), text: String(fields[0]), weight: weight))
        }
        self.entries = entries.sorted { $0.spelling < $1.spelling }
    }

    /// What `typed` spells, at most `limit`: the words spelled exactly so first, then those it
    /// begins, each group by how often it is written.
    public func candidates(for typed: String, limit: Int) -> [String] {
        let wanted = Self.spelling(typed)
        guard !wanted.isEmpty else { return [] }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].spelling < wanted { low = middle + 1 } else { high = middle }
        }
        var matches: [Entry] = []
        var index = low
        while index < entries.count, entries[index].spelling.hasPrefix(wanted) {
            matches.append(entries[index])
            index += 1
        }
        matches.sort { ($0.spelling == wanted ? 1 : 0, $0.weight) > ($1.spelling == wanted ? 1 : 0, $1.weight) }
        var seen: Set<String> = []
        var result: [String] = []
        for match in matches where result.count < limit && seen.insert(match.text).inserted { result.append(match.text) }
        return result
    }

    /// Letters alone, lower case: "bei jing", "Bei'jing" and "beijing" spell alike.
    private static func spelling(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || $0 == "ü" }.map(Character.init))
    }
}
