/// "Did you mean …?" for a misspelt name: shared by the constraint language, the Visual Format
/// Language's callers and layout documents, so that every message suggests the same way.
package enum NameSuggestion {
  /// The candidate `name` most likely stands for, or nil when none is close:
  /// - a name that `name` begins (a name cut short: `lead` for `leading`), the shortest first;
  /// - else the nearest within two edits (insertions, deletions, substitutions, swaps of
  ///   neighbours: `widht` is one edit from `width`), and no more than half the candidate's
  ///   length (but at least one) for short names, so that `x` does not suggest `top`.
  ///
  /// Ties go to the alphabetically first, so that messages are deterministic. `name` itself is
  /// never suggested (but with `ignoringCase`, `Color` suggests `color`).
  ///
  /// - Complexity: O(*c* · *n* · *m*) for *c* candidates of length about *m* and a name of length *n*.
  package static func closest(
    to name: String, in candidates: some Sequence<String>, ignoringCase: Bool = false
  ) -> String? {
    let fold: (String) -> String = { ignoringCase ? $0.lowercased() : $0 }
    let target = fold(name)
    var prefixed: String?
    var nearest: (distance: Int, name: String)?
    for candidate in candidates {
      guard candidate != name else { continue }
      let folded = fold(candidate)
      if target.count >= 3, folded.hasPrefix(target) {
        if let current = prefixed, (current.count, current) <= (candidate.count, candidate) { continue }
        prefixed = candidate
        continue
      }
      let limit = min(2, max(1, folded.count / 2))
      guard abs(folded.count - target.count) <= limit else { continue }
      let distance = editDistance(Array(target), Array(folded))
      guard distance <= limit else { continue }
      if let current = nearest, (current.distance, current.name) <= (distance, candidate) { continue }
      nearest = (distance, candidate)
    }
    return prefixed ?? nearest?.name
  }

  /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one
  /// edit each (optimal string alignment).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
