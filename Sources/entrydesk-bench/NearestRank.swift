/// The nearest-rank percentile: the smallest value with at least `fraction` of the samples at or
/// below it (0 for no samples).
func nearestRankPercentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[max(0, min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))]
}
