import AddressKit
import ArgumentParser
import Foundation

// i18n: file never shown (the command line's JSON Lines input errors and output)

/// `entrydesk parse-address`: splits whole addresses given as text into address fields.
struct ParseAddressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-address",
        abstract: "Split whole addresses into fields (JSON Lines in, JSON Lines out).",
        discussion: """
            Each input line is {"text": "...", "country_code": "optional hint"}. Each output line \
            is {"address": {country_code, country_area, city, city_area, postal_code, \
            sorting_code, street_address, name, company_name}, "confidence": 0.0-1.0}. \
            Exit status: 0 all parsed, 2 some line is not such an object (its output line is null).
            """
    )

    @Argument(help: "JSON Lines file, or - for standard input.")
    var file: String = "-"

    func run() throws {
        let input = try AddressCommandInput.read(file)
        let parser = AddressParser.shared
        var output = AddressCommandOutput()
        var failed = false
        var number = 0
        var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines {
            number += 1
            switch ParseAddressRequest.read(Data(line), lineNumber: number) {
            case .success(let request):
                let parsed = parser.parse(request.text, countryHint: request.countryCode)
                output.writeLine(ParseAddressRequest.line(for: parsed))
            case .failure(let error):
                failed = true
                FileHandle.standardError.write(Data("entrydesk parse-address: \(error.description)\n".utf8))
                output.writeLine("null")
            }
        }
        output.flush()
        if failed { throw ExitCode(2) }
    }
}
