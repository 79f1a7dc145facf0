/// What to change when required constraints conflict: the smallest change that makes the
/// conflicting set satisfiable.
///
/// The conflicting set is minimal, so dropping any one of its constraints (or making it
/// optional) resolves the conflict; the question is which one the user meant. A view of the
/// set that still translates its autoresizing mask while the user constrains it is the most
/// common cause of all (behaviour-2 §4.1), so that comes first; then the user's constraint
/// that was broken, made optional just below required so that it still holds wherever it can;
/// then the user's other constraints, latest first; and last, a required content priority.
extension LayoutReport {
  /// For a broken constraint, the changes that would each resolve its conflict, best first;
  /// empty for other reports.
  public var suggestedFixes: [LayoutFix] {
    guard case .unsatisfiable(let broken, let conflicting) = self else { return [] }
    return conflictFixes(broken: broken, conflicting: conflicting)
  }

  /// For a broken constraint, the conflict in the constraint language with the first suggested
  /// fix, as `autolayout check` prints it; nil for other reports.
  public var conflictExplanation: String? {
    guard case .unsatisfiable(let broken, let conflicting) = self else { return nil }
    var lines = ["These required constraints cannot all hold:"]
    for constraint in conflicting { lines.append("  \(constraint.explanationText)") }
    lines.append("Broken to recover: \(broken)")
    if let fix = suggestedFixes.first { lines.append("Smallest change: \(fix)") }
    return lines.joined(separator: "\n")
  }
}

private func conflictFixes(broken: LayoutConstraint, conflicting: [LayoutConstraint]) -> [LayoutFix] {
  var fixes: [LayoutFix] = []
  let user = conflicting.filter { $0.origin == .user }
  var translating: [View] = []
  for constraint in conflicting where constraint.origin == .autoresizingMask {
    guard let view = constraint.firstItem as? View, !translating.contains(where: { $0 === view }) else { continue }
    // Constrained by the user too: the mask was left on by mistake.
    if user.contains(where: { $0.parts.contains { $0.0 === view } }) { translating.append(view) }
  }
  fixes += translating.map(LayoutFix.stopTranslatingAutoresizingMask)
  let justBelowRequired = LayoutPriority(999)
  if broken.origin == .user { fixes.append(.makeOptional(broken, justBelowRequired)) }
  for constraint in user.sorted(by: { $0.activationStamp > $1.activationStamp }) where constraint !== broken {
    fixes.append(.makeOptional(constraint, justBelowRequired))
  }
  for constraint in conflicting where constraint.origin == .contentSize {
    guard let view = constraint.firstItem as? View, let axis = constraint.firstAttribute.axis else { continue }
    fixes.append(
      constraint.relation == .lessThanOrEqual
        ? .setContentHuggingPriority(view, justBelowRequired, axis)
        : .setContentCompressionResistancePriority(view, justBelowRequired, axis))
  }
  return fixes
}
