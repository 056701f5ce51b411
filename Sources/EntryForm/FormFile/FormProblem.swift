import CSVAndJSON

/// A problem found while reading a form file, at a position in it: the reader's parts know the
/// position, only `FormFile` knows the path, which it adds to make a `FormFileError`.
struct FormProblem: Error {
    let position: JSONPosition
    let problem: String

    init(at position: JSONPosition, _ problem: String) {
        self.position = position
        self.problem = problem
    }
}

/// A value read from a form file and where it was written, so that a check made later (a
/// duplicate key, min above max, an example that breaks its field's rules) still points at it.
struct Located<Value> {
    let value: Value
    let position: JSONPosition
}

extension Located: Equatable where Value: Equatable {}
