import ArgumentParser
import EntryDesk
import Foundation

/// `entrydesk gallery --out DIR`: renders every component state in every theme to PNG files.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every component to DIR/<component>-<state>-<theme>.png."
    )

    @Option(help: "The folder for the PNG files (created if missing).")
    var out: String

    @Option(help: "Only components whose name contains this text.")
    var only: String?

    func run() throws {
        // The pictures show the window as people meet it: in their language (LANG=de_DE.UTF-8).
        WindowLanguage.activate()
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        let written = try MainActor.assumeIsolated {
            try Gallery.render(to: folder, only: only)
        }
        for path in written { print(path) }
        print("\(written.count) images written to \(folder.path)")
    }
}
