import Testing
@testable import TeamServer

/// Server addresses: which one applies, and that printing one never shows its password.
@Suite struct ServerAddressTests {
    @Test func theOptionBeatsTheEnvironmentWhichBeatsTheConfiguration() {
        #expect(ServerAddress.resolve(option: "a", environment: "b", configuration: "c") == ServerAddress("a"))
        #expect(ServerAddress.resolve(option: nil, environment: "b", configuration: "c") == ServerAddress("b"))
        #expect(ServerAddress.resolve(option: nil, environment: nil, configuration: "c") == ServerAddress("c"))
        #expect(ServerAddress.resolve(option: nil, environment: nil, configuration: nil) == nil)
        // Given but empty: libpq's own defaults (PGHOST, PGSERVICE, ...), not "no server".
        #expect(ServerAddress.resolve(option: nil, environment: "", configuration: "c") == ServerAddress(""))
    }

    @Test(arguments: [
        ("postgresql://desk_b:s3cr%40t@db.example:5432/team", "postgresql://desk_b:***@db.example:5432/team"),
        ("postgres://desk_b:pw@db.example/team?sslmode=verify-full", "postgres://desk_b:***@db.example/team?sslmode=verify-full"),
        (
            "postgresql://db.example/team?user=desk_b&password=pw&sslmode=require",
            "postgresql://db.example/team?user=desk_b&password=***&sslmode=require"
        ),
        ("postgresql://desk_b@db.example/team", "postgresql://desk_b@db.example/team"),
        ("host=db.example user=desk_b password=pw dbname=team", "host=db.example user=desk_b password=*** dbname=team"),
        ("host=db.example password = 'a b\\'c' dbname=team", "host=db.example password = '***' dbname=team"),
        ("service=team", "service=team")
    ])
    func redactionHidesThePasswordAndKeepsTheRest(address: String, redacted: String) {
        #expect(ServerAddress(address).redacted == redacted)
        #expect("\(ServerAddress(address))" == redacted)
    }

    @Test func theParsedPasswordIsFoundInEveryForm() {
        #expect(ServerAddress("postgresql://u:s3cr%40t@h/db").passwords.contains("s3cr@t"))
        #expect(ServerAddress("host=h password='a b'").passwords.contains("a b"))
        // Malformed for libpq, still scrubbed from what libpq says about it.
        #expect(ServerAddress("postgresql://u:pw@h:notaport/db").passwords.contains("pw"))
    }

    @Test func scrubbingRemovesEveryKnownPassword() {
        let scrubber = SecretScrubber(address: ServerAddress("postgresql://u:hunter22@h/db"), environment: ["PGPASSWORD": "other9"])
        #expect(scrubber.scrub("bad hunter22 and other9") == "bad *** and ***")
    }
}
