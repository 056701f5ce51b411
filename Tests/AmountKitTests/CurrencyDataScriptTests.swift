import Foundation
import TestSupport
import Testing

/// data/currencies.json must be exactly what scripts/convert_currencies.py makes from its
/// declared sources (pinned in scripts/requirements-test.txt; Debian iso-codes for names).
@Suite("Currency data script")
struct CurrencyDataScriptTests {
    /// Runs the tests' Python with arguments in the checkout; returns status and combined output.
    static func python(_ arguments: [String]) -> (status: Int32, output: String)? {
        try? TestPython.run(arguments, in: TestPython.checkout)
    }

    // `make test` installs the sources (Debian iso-codes, the pinned pip packages): a missing
    // source fails this test rather than skipping it.
    @Test("the committed table is reproducible from its sources")
    func reproducible() {
        guard let result = Self.python(["scripts/convert_currencies.py", "--check"]) else {
            Issue.record("\(TestPython.executable.path) did not start: run scripts/install-deps.sh --test")
            return
        }
        #expect(result.status == 0, "\(result.output)")
    }
}
