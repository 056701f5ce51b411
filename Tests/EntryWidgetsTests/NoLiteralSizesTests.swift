import Foundation
import Testing

/// Spacing, sizes and durations in widget code come from the design tokens (the stylesheet, or
/// `ThemeTokens`), never from Swift literals: a literal neither follows a theme (the kiosk's
/// larger sizes) nor a user's token file. This scans the widget and app sources for the ways
/// a literal slips in; the exceptions below are the justified ones.
struct NoLiteralSizesTests {
    /// What a literal size looks like in GTK calls: a non-zero box spacing, a size request or
    /// margins other than -1 ("no request"), a revealer's fixed duration.
    static let patterns: [(name: String, regex: String)] = [
        ("box spacing", #"spacing:\s*[1-9][0-9]*"#),
        ("size request", #"setSizeRequest\(\s*width:\s*(?!-1\b)[0-9]+|setSizeRequest\([^)]*height:\s*(?!-1\b)[0-9]+"#),
        ("margins", #"setMargins\([^)]*:\s*[1-9][0-9]*"#),
        ("transition duration", #"durationMilliseconds:\s*[1-9][0-9]*"#)
    ]

    /// Justified exceptions: file (relative to Sources/), the literal text found, and why.
    static let allowed: [(file: String, text: String, reason: String)] = []

    static var sourcesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Every match in `text` as "line: matched text".
    static func literals(in text: String) throws -> [(line: Int, text: String)] {
        var found: [(Int, String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { continue }
            for pattern in patterns {
                let regex = try NSRegularExpression(pattern: pattern.regex)
                let range = NSRange(code.startIndex..., in: code)
                for match in regex.matches(in: code, range: range) {
                    found.append((index + 1, String(code[Range(match.range, in: code)!])))
                }
            }
        }
        return found
    }

    @Test func thePatternsFindLiteralsAndLeaveTokensAlone() throws {
        #expect(try Self.literals(in: "let box = Box(.horizontal, spacing: 12)").count == 1)
        #expect(try Self.literals(in: "widget.setSizeRequest(width: 400, height: -1)").count == 1)
        #expect(try Self.literals(in: "widget.setSizeRequest(width: -1, height: 56)").count == 1)
        #expect(try Self.literals(in: "Revealer(durationMilliseconds: 120)").count == 1)
        #expect(try Self.literals(in: "Box(.vertical, spacing: 0)").isEmpty)
        #expect(try Self.literals(in: "canvas.setSizeRequest(width: -1, height: bottom)").isEmpty)
        #expect(try Self.literals(in: "// spacing: 12 was here").isEmpty)
    }

    @Test func widgetAndAppCodeHoldNoLiteralSpacingSizesOrDurations() throws {
        var problems: [String] = []
        var allowedSeen = Set<Int>()
        for folder in ["EntryWidgets", "EntryDesk"] {
            let root = Self.sourcesDirectory.appendingPathComponent(folder)
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "no Swift files under \(root.path)")
            for file in files {
                let relative = folder + "/" + file.path.dropFirst(root.path.count + 1)
                for literal in try Self.literals(in: String(contentsOf: file, encoding: .utf8)) {
                    if let index = Self.allowed.firstIndex(where: { $0.file == relative && literal.text.hasPrefix($0.text) }) {
                        allowedSeen.insert(index)
                    } else {
                        problems.append("\(relative):\(literal.line): \(literal.text)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "literal sizes in widget code (use a token): \(problems.joined(separator: "; "))")
        let stale = Self.allowed.indices.filter { !allowedSeen.contains($0) }.map { Self.allowed[$0].file }
        #expect(stale.isEmpty, "allow-list entries that match nothing any more (remove them): \(stale)")
    }
}
