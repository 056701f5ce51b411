import AddressKit
import ArgumentParser
import Foundation

/// `entrydesk validate`: validates addresses given as JSON Lines.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate addresses (JSON Lines in, JSON Lines out).",
        discussion: """
            Each input line is an object with any of country_code, country_area, city, city_area, \
            postal_code, sorting_code, street_address, name, company_name. Each output line is \
            {"valid", "errors", "messages", "normalized"} (plus "warnings" for a P.O. box). \
            Exit status: 0 all valid, 1 some invalid, 2 some line is not a JSON object.
            """
    )

    @Argument(help: "JSON Lines file, or - for standard input.")
    var file: String = "-"

    @Flag(help: "Treat a P.O. box street address as an error instead of a warning.")
    var rejectPoBox = false

    func run() throws {
        let input = try AddressCommandInput.read(file)
        let processor = JSONLinesProcessor(validator: AddressValidator(rejectsPOBoxes: rejectPoBox))
        var output = AddressCommandOutput()
        let summary = try processor.validate(
            input, emit: { output.writeLine($0) },
            report: { error in
                FileHandle.standardError.write(Data("entrydesk validate: \(error.description)\n".utf8))
            })
        output.flush()
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
    }
}
