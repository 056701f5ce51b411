/// Why a form file cannot be used, and where: the file, the line and column of the value at
/// fault (what an editor jumps to), and the problem in words an office's administrator can act
/// on. The desk refuses to start with a broken form rather than guess what the office meant.
///
/// Problems are in English, like the command line's other output: a form file is written and
/// checked by an administrator (`entrydesk form check`), not read at the window.
public struct FormFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file as it was named (`form.json`, `/etc/entrydesk/form.json`).
    public let path: String
    /// 1-based; a file that cannot be read at all is at 1:1.
    public let line: Int
    /// 1-based, in Unicode scalars (`é` is one column), as `JSONPosition` counts.
    public let column: Int
    /// What is wrong (`field "iban": unknown type "ibn" (expected one of ...)`).
    public let problem: String

    public init(path: String, line: Int, column: Int, problem: String) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `form.json:3:14: field "iban": unknown type "ibn" (...)`, the form compilers and
    /// editors use, so that a terminal or an editor can jump to it.
    public var description: String { "\(path):\(line):\(column): \(problem)" }
}
