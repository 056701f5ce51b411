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

    /// The target of the design-tokens issue for the default theme (release build).
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
            let line = label + String(format: "median %7.3f ms  min %7.3f ms  max %7.3f ms  %d tokens, %d bytes of CSS",
                                      median, times[0], times[times.count - 1], tokenCount, cssBytes)
            print(line + verdict)
        }
        if failed { throw ExitCode.failure }
    }
}
