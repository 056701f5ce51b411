import AddressKit
import ArgumentParser
import Foundation

/// `entrydesk format`: formats addresses given as JSON Lines into label lines.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format addresses for a label (JSON Lines in, one JSON string per line out).",
        discussion: """
            Each output line is the formatted address as a JSON string with \\n between lines, in \
            the country's local order (or Latin order with --latin). A line that is not an \
            object, or names an unknown country, is answered with null. Exit status: 0 all \
            formatted, 1 some country unknown, 2 some line is not a JSON object.
            """
    )

    @Flag(help: "Use the Latin-script order (lfmt) instead of the local one.")
    var latin = false

    @Argument(help: "JSON Lines file, or - for standard input.")
    var file: String = "-"

    func run() throws {
        let input = try AddressCommandInput.read(file)
        var output = AddressCommandOutput()
        let summary = JSONLinesProcessor().format(
            input, latin: latin, emit: { output.writeLine($0) },
            report: { error in
                FileHandle.standardError.write(Data("entrydesk format: \(error.description)\n".utf8))
            })
        output.flush()
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
    }
}
