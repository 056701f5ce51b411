import ArgumentParser
import DesignTokens
import Foundation

/// `entrydesk tokens contrast`: checks a theme's text and border colours against WCAG 2.1.
struct TokensContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check every text/background pair of the stylesheet against WCAG 2.1 (fails when one is too low).",
        discussion: "Text needs 4.5:1 (7:1 with --aaa or when a high-contrast theme is chosen); input borders and focus rings 3:1."
    )

    @OptionGroup var options: TokensThemeOptions

    @Flag(help: "Require 7:1 for text (WCAG AAA).")
    var aaa = false

    @Flag(help: "List every pair, not only those below their minimum.")
    var all = false

    func run() throws {
        let theme = try options.load()
        let strict = aaa || options.theme.contains(ThemeName.highContrast.rawValue)
        let findings = ContrastFinding.measure(theme, textMinimum: strict ? Contrast.textAAA : Contrast.textAA)
        let failures = findings.filter { !$0.passes }
        for finding in findings where all || !finding.passes {
            let ratio = String(format: "%5.2f:1 (min %.1f)", finding.ratio, finding.minimum)
            print(
                "\(finding.passes ? "ok  " : "LOW ") \(ratio)  \(finding.pair.foreground) on \(finding.pair.background)  [\(finding.pair.selector)]"
            )
        }
        let weakest = findings.filter { $0.minimum != Contrast.nonText }.min { $0.ratio < $1.ratio }
        if let weakest {
            print(
                String(
                    format: "%d pairs checked, %d below minimum; weakest text pair %.2f:1 (%@ on %@)",
                    findings.count, failures.count, weakest.ratio,
                    weakest.pair.foreground as NSString, weakest.pair.background as NSString))
        }
        if !failures.isEmpty { throw ExitCode.failure }
    }
}
