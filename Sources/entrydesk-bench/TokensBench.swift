import ArgumentParser
import DesignTokens
import Foundation

/// `entrydesk-bench tokens`: time resolve + CSS emission of every built-in theme.
struct TokensBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Resolve every theme and emit its CSS; print the median time per theme."
    )

    @Option(help: "Timed runs per theme (after 3 warm-up runs).")
    var runs = 50

    /// The most the default theme may take to resolve and emit, in ms (release build): a theme
    /// switch must not be a visible pause.
    static let defaultThemeTarget = 5.0

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        print("tokens: read + parse + merge + resolve + CSS, median of \(runs) runs")
        var failed = false
        for name in ThemeName.allCases {
            var times: [Double] = []
            var cssBytes = 0
            var tokenCount = 0
            for run in 0..<(runs + 3) {
                let start = DispatchTime.now().uptimeNanoseconds
                let theme = try Theme.load(name)
                let css = try CSSGenerator.css(for: theme)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                if run >= 3 { times.append(elapsed) }
                cssBytes = css.utf8.count
                tokenCount = theme.values.count
            }
            times.sort()
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            let verdict: String
            if name == .light {
                let pass = median < Self.defaultThemeTarget
                failed = failed || !pass
                verdict = pass ? "  (target < \(Self.defaultThemeTarget) ms: met)" : "  (target < \(Self.defaultThemeTarget) ms: MISSED)"
            } else {
                verdict = ""
            }
            let label = name.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
            let line =
                label
                + String(
                    format: "median %7.3f ms  min %7.3f ms  max %7.3f ms  %d tokens, %d bytes of CSS",
                    median, times[0], times[times.count - 1], tokenCount, cssBytes)
            print(line + verdict)
        }
        failed = !longLine() || failed
        if failed { throw ExitCode.failure }
    }

    /// The most, in ms, 50,000 tokens on one line may take to parse: a hostile or machine-written
    /// token file must not stall the app (the parser once counted each value's column from the
    /// line's start: 4 minutes).
    static let longLineTarget = 1000.0

    /// Parses a token file of 50,000 colours written on a single line; prints the time.
    private func longLine() -> Bool {
        let count = 50_000
        let tokens = (0..<count).map { "\"t\($0)\":{\"$type\":\"color\",\"$value\":\"#112233\"}" }.joined(separator: ",")
        let json = #"{"bulk":{"# + tokens + "}}"
        let start = DispatchTime.now().uptimeNanoseconds
        let parsed = (try? TokenSet.parse(base: [(name: "long-line.json", json: json)])) != nil
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let pass = parsed && elapsed < Self.longLineTarget
        print(
            String(format: "one line      %7.1f ms  %d tokens, %d bytes on one line", elapsed, count, json.utf8.count)
                + (pass ? "  (target < 1000 ms: met)" : parsed ? "  (target < 1000 ms: MISSED)" : "  (not parsed)"))
        return pass
    }
}
