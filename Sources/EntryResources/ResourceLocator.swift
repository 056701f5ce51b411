import Foundation

/// Finds EntryDesk's `Resources/` and `data/` folders at run time.
///
/// SwiftPM bundles resources only inside a target's folder, so EntryDesk keeps them at the top of
/// the checkout and installs them to `PREFIX/share/entrydesk`. The lookup order is:
/// 1. `ENTRYDESK_SHARE_DIR` (a folder holding `Resources/` and `data/`), for packagers and tests;
/// 2. `../share/entrydesk` next to the running executable (an installed prefix);
/// 3. the checkout this file was compiled from (`swift run`, `swift test`).
public enum ResourceLocator {
    /// The folder that holds `Resources/` and `data/`.
    public static let shareDirectory: URL = locateShareDirectory()

    /// `Resources/` (token files, themes, icons, desktop entry, metainfo).
    public static var resourcesDirectory: URL { shareDirectory.appendingPathComponent("Resources", isDirectory: true) }

    /// `data/` (country formats, currencies, sample address set and index).
    public static var dataDirectory: URL { shareDirectory.appendingPathComponent("data", isDirectory: true) }

    /// The compiled translations (`LANG/LC_MESSAGES/entrydesk.mo`): `ENTRYDESK_LOCALE_DIR`, else
    /// `PREFIX/share/locale` beside an installed `share/entrydesk`, else the checkout's
    /// `.build/locale` (where `make build`, `make run` and `make test` compile them).
    public static var localeDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["ENTRYDESK_LOCALE_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        let installed = shareDirectory.deletingLastPathComponent().appendingPathComponent("locale", isDirectory: true)
        if shareDirectory.lastPathComponent == "entrydesk", shareDirectory.deletingLastPathComponent().lastPathComponent == "share" {
            return installed
        }
        return shareDirectory.appendingPathComponent(".build/locale", isDirectory: true)
    }

    /// A file below `Resources/`.
    public static func resource(_ relativePath: String) -> URL {
        resourcesDirectory.appendingPathComponent(relativePath)
    }

    /// A file below `data/`.
    public static func data(_ relativePath: String) -> URL {
        dataDirectory.appendingPathComponent(relativePath)
    }

    static func locateShareDirectory() -> URL {
        let fileManager = FileManager.default
        func holdsResources(_ url: URL) -> Bool {
            fileManager.fileExists(atPath: url.appendingPathComponent("Resources").path)
                && fileManager.fileExists(atPath: url.appendingPathComponent("data").path)
        }
        if let override = ProcessInfo.processInfo.environment["ENTRYDESK_SHARE_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        // /proc/self/exe, not argv[0]: launched through PATH, argv[0] is a bare name.
        let executablePath = (try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("share/entrydesk", isDirectory: true)
        if holdsResources(installed) { return installed }
        // #filePath is Sources/EntryResources/ResourceLocator.swift inside the checkout.
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return checkout
    }
}
