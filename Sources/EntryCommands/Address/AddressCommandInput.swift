import ArgumentParser
import Foundation

/// Reads the input of `validate` and `format`: a file path, or standard input for "-".
enum AddressCommandInput {
    static func read(_ path: String) throws -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure.exit("\(path): cannot read input (\(error.localizedDescription))")
        }
    }
}
