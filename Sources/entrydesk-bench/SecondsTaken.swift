/// How long `body` took, in seconds: the team server and sync benchmarks' stopwatch.
func secondsTaken(_ body: () throws -> Void) throws -> Double {
    let duration = try ContinuousClock().measure(body)
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
