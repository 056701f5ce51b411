// swift-tools-version: 6.0
// EntryDesk: a GTK 4 desktop app for entering postal addresses and payment amounts.
// Layers (imports point down): entrydesk -> EntryDesk -> EntryWidgets -> GtkKit -> CGtk for the
// window; entrydesk -> EntryCommands -> EntrySettings for every other command, which never
// link GTK; beneath both the pure modules EntrySync, EntryStore, EntryForm, AddressSearch,
// AddressKit, AmountKit, DesignTokens, CSVAndJSON.
import PackageDescription

let package = Package(
    name: "EntryDesk",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "entrydesk", targets: ["EntryDeskCommandLine"]),
        .executable(name: "entrydesk-bench", targets: ["entrydesk-bench"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // PBKDF2-HMAC-SHA-256 for the kiosk's admin PIN (CryptoExtras), instead of our own SHA-256.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // Diagnostics (not a command's own output) go through swift-log's Logger.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The ZIP container of the .xlsx workbook `entrydesk export --excel` writes.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20")
    ],
    targets: [
        // System library: GTK 4 through pkg-config, plus shim.h for macros and variadics.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // GObject code compiled once (a list model, a clamp layout), beside the shim's wrappers
        // of macros and variadics.
        .target(name: "CGtkObjects", dependencies: ["CGtk"]),
        // The only module that imports CGtk.
        .target(name: "GtkKit", dependencies: ["CGtk", "CGtkObjects", "Localization"]),
        // gettext from the C library (Swift's Glibc module leaves libintl.h out), and the marks
        // every word a person reads goes through: tr, trc, trn, trnc.
        .systemLibrary(name: "CIntl"),
        .target(name: "Localization", dependencies: ["CIntl"]),
        // The text formats read by hand, byte by byte, with positions for errors: CSV records,
        // and JSON tokens (one scanner for the design tokens and both JSON Lines readers).
        .target(name: "CSVAndJSON"),
        // Finds Resources/ and data/ in a checkout or an installed prefix.
        .target(name: "EntryResources"),
        .target(name: "DesignTokens", dependencies: ["EntryResources", "CSVAndJSON"]),
        .target(name: "AddressKit", dependencies: ["EntryResources", "CSVAndJSON", "Localization"]),
        .target(name: "AmountKit", dependencies: ["EntryResources", "Localization"]),
        // HTTP GET through libcurl, loaded at the first request instead of at every start.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // libpq (PostgreSQL's client library), loaded at the first connection instead of at every start.
        .target(name: "CPostgres", linkerSettings: [.linkedLibrary("dl")]),
        // The team server: connections, schema, machine roles, and the push/pull sync protocol.
        // What sync carries: a change going up, an entry coming down, a version kept. No dependencies.
        .target(name: "SyncModel"),
        // The entry form as data: its fields, their types and rules, the built-in form, form
        // files, and the checks a keyed value goes through. No GTK, no database.
        .target(name: "EntryForm", dependencies: ["CSVAndJSON", "Localization"]),
        .target(name: "TeamServer", dependencies: ["CPostgres", "CSVAndJSON", "SyncModel"]),
        // Turns SIGBUS from a memory-mapped index truncated under it into a page of zeros.
        .target(name: "CMappedGuard"),
        .target(name: "AddressSearch", dependencies: ["AddressKit", "EntryResources", "CCurl", "CMappedGuard", "CSVAndJSON"]),
        .target(
            name: "EntryStore",
            dependencies: [
                "AddressKit", "AmountKit", "CSVAndJSON", "SyncModel", "EntryForm",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the one statement that binds values itself (`PulledRowStaging`).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                // The spreadsheet export's column titles in the desk's language, and its .xlsx container.
                "Localization", .product(name: "ZIPFoundation", package: "ZIPFoundation")
            ]),
        // Offline-first sync with a team's server: the engine and its passes, over any SyncServer.
        .target(
            name: "EntrySync",
            dependencies: [
                "EntryStore", "TeamServer", .product(name: "Logging", package: "swift-log")
            ]),
        .target(
            name: "EntryWidgets",
            dependencies: [
                "GtkKit", "DesignTokens", "AddressKit", "AmountKit", "AddressSearch", "Localization", "CSVAndJSON", "EntryResources"
            ]),
        // Where diagnostics go (standard error, the debug level from G_MESSAGES_DEBUG), for the
        // window and the commands alike.
        .target(name: "EntryDiagnostics", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // The settings, typed and declared once: the configuration file, its keys, defaults and
        // ranges, the launch options, the address services, the admin PIN, the form in force and
        // the checks an import shares with the window. Read by the window, Preferences and the
        // commands; no GTK.
        .target(
            name: "EntrySettings",
            dependencies: [
                "AddressKit", "AmountKit", "AddressSearch", "EntryForm", "EntryStore", "EntrySync", "TeamServer", "Localization",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto")
            ]),
        .target(
            name: "EntryDesk",
            dependencies: [
                "EntryWidgets", "EntrySettings", "EntryDiagnostics", "EntryStore", "EntrySync", "TeamServer", "GtkKit", "DesignTokens",
                "AddressKit", "AmountKit", "AddressSearch", "EntryResources", "Localization", "EntryForm",
                .product(name: "Logging", package: "swift-log")
            ]),
        // Every command of `entrydesk` that opens no window: no GTK is linked into them, so they
        // run where no display is (a server, a script) and a GTK change cannot break them.
        .target(
            name: "EntryCommands",
            dependencies: [
                "EntrySettings", "EntryDiagnostics", "DesignTokens", "AddressKit", "AmountKit", "AddressSearch", "EntryStore",
                "TeamServer", "EntrySync", "CSVAndJSON", "Localization", "EntryForm", "EntryResources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log")
            ]),
        // The `entrydesk` executable: the root command and the two that open windows (open,
        // gallery); the other commands come from EntryCommands.
        .executableTarget(
            name: "EntryDeskCommandLine",
            dependencies: [
                "EntryDesk", "EntryCommands", "EntrySettings", "DesignTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(
            name: "entrydesk-bench",
            dependencies: [
                "DesignTokens", "AddressKit", "AmountKit", "AddressSearch", "EntryStore", "TeamServer", "EntrySync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // SQLite FTS5 baseline for the address search benchmark.
                .product(name: "GRDB", package: "GRDB.swift")
            ]),
        // The start-up benchmark's Swift baseline: a window through GtkKit and nothing else.
        .executableTarget(name: "entrydesk-minimal-window", dependencies: ["GtkKit"]),
        // Bench-only, never linked into entrydesk: the GtkBuilder replica of a window, built here
        // for its tests; entrydesk-bench compiles it with preload/ into the probe it preloads into
        // entrydesk (scripts/bench/build-probe.sh).
        .target(name: "CBenchProbe", dependencies: ["CGtk"], exclude: ["preload"]),
        // Shared by the widget tests: GTK start-up that fails without a display, waits, AT-SPI.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "GtkTestSupport", dependencies: ["GtkKit", "TestSupport"], path: "Tests/GtkTestSupport"),
        // Shared by the team server and sync tests: the throwaway PostgreSQL cluster (fresh
        // database per test, stop/kill/restart) and a proxy that loses a commit's reply.
        .target(name: "ServerTestSupport", dependencies: ["TeamServer", "TestSupport"], path: "Tests/ServerTestSupport"),
        .testTarget(name: "TeamServerTests", dependencies: ["TeamServer", "ServerTestSupport", "TestSupport"]),
        .testTarget(name: "EntrySyncTests", dependencies: ["EntrySync", "EntryStore", "TeamServer", "ServerTestSupport", "TestSupport"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "GtkTestSupport", "TestSupport"]),
        .testTarget(name: "CBenchProbeTests", dependencies: ["CBenchProbe", "GtkKit", "GtkTestSupport", "TestSupport"]),
        .testTarget(
            name: "DesignTokensTests", dependencies: ["DesignTokens", "GtkKit", "GtkTestSupport", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "AddressKitTests", dependencies: ["AddressKit", "TestSupport"]),
        .testTarget(name: "AmountKitTests", dependencies: ["AmountKit", "TestSupport"]),
        .testTarget(name: "AddressSearchTests", dependencies: ["AddressSearch", "TestSupport"]),
        .testTarget(name: "EntryStoreTests", dependencies: ["EntryStore", "EntryForm", "TestSupport"]),
        .testTarget(name: "EntryFormTests", dependencies: ["EntryForm", "TestSupport"]),
        .testTarget(name: "EntrySettingsTests", dependencies: ["EntrySettings", "TestSupport"]),
        .testTarget(name: "CSVAndJSONTests", dependencies: ["CSVAndJSON", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "EntryWidgetsTests", dependencies: ["EntryWidgets", "GtkKit", "DesignTokens", "GtkTestSupport", "TestSupport"]),
        .testTarget(
            name: "EntryDeskTests",
            dependencies: [
                "EntryDesk", "EntrySettings", "EntryDiagnostics", "EntryForm", "GtkTestSupport", "ServerTestSupport", "TestSupport",
                "TeamServer", "Localization", "CBenchProbe"
            ])
    ],
    swiftLanguageModes: [.v6]
)
