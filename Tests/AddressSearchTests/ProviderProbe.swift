/// Records what the stub provider saw and holds slow queries until released.
actor ProviderProbe {
    private(set) var started: [String] = []
    private(set) var cancelled: [String] = []
    private var startWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
    private var gates: [String: CheckedContinuation<Void, Never>] = [:]

    func start(_ query: String) {
        started.append(query)
        for waiter in startWaiters.removeValue(forKey: query) ?? [] { waiter.resume() }
    }

    func cancel(_ query: String) { cancelled.append(query) }

    /// Returns once `query` has reached the provider (a condition, not a sleep).
    func waitUntilStarted(_ query: String) async {
        if started.contains(query) { return }
        await withCheckedContinuation { startWaiters[query, default: []].append($0) }
    }

    /// Blocks until `release(query)`, ignoring cancellation (a provider that does not cooperate).
    func hold(_ query: String) async {
        await withCheckedContinuation { gates[query] = $0 }
    }

    func release(_ query: String) {
        gates.removeValue(forKey: query)?.resume()
    }

    var holding: Bool { !gates.isEmpty }
}
