import ConstraintSolver
import OpenAutoLayout

/// Checks shared by the two language harnesses.
enum LanguageChecks {
  /// Every constraint prints in the constraint language, and that text parses back to an
  /// equivalent constraint (layout-document.md §2), when its numbers are ones a layout can use
  /// (NaN, the infinities, constants beyond ±1e15 and multipliers outside ±[1e-6, 1e6] print, but
  /// the language refuses them as activation does).
  static func expectRoundTrip(_ constraints: [LayoutConstraint], items: [String: LayoutItem], harness: String) {
    let parser = ConstraintParser(items: items, metrics: [:])
    for constraint in constraints {
      let text = constraint.description
      let multiplier = Double(abs(constraint.multiplier))
      guard constraint.constant.isFinite, constraint.multiplier.isFinite, constraint.priority.rawValue.isFinite,
        Double(abs(constraint.constant)) <= Solver.largestMagnitude,
        multiplier == 0 || Solver.coefficientMagnitudes.contains(multiplier)
      else { continue }
      do {
        let reread = try parser.parse(text)
        if !reread.isEquivalent(to: constraint) {
          fatalError("\(harness) harness: '\(text)' reads back as '\(reread)', not the same constraint")
        }
      } catch {
        fatalError("\(harness) harness: '\(text)', printed by a constraint, does not read back: \(error)")
      }
    }
  }

  /// Activates `constraints` in `hierarchy`, lays it out, asks the debugging questions, and
  /// checks the frames; then deactivates them.
  static func expectLayout(of constraints: [LayoutConstraint], in hierarchy: NamedHierarchy, harness: String) {
    guard constraints.allSatisfy({ NumberRange.fromEnvironment.admits(constant: $0.constant, multiplier: $0.multiplier) })
    else { return }
    LayoutConstraint.activate(constraints)
    hierarchy.root.layoutIfNeeded()
    hierarchy.expectFramesAreNumbers(harness)
    for view in hierarchy.views.prefix(4) where view.superview != nil {
      _ = view.hasAmbiguousLayout
      _ = view.constraintsAffectingLayout(for: .horizontal)
    }
    _ = hierarchy.root.autolayoutTrace()
    LayoutConstraint.deactivate(constraints)
    hierarchy.root.layoutIfNeeded()
    hierarchy.expectFramesAreNumbers(harness)
  }
}

/// Objects an input made, each of which must be freed once the input is done: a reference cycle
/// (a closure that captures its owner, a parent and child that hold each other) shows up here on
/// the input that makes it, where LeakSanitizer would report it only at exit.
struct LifetimeCheck {
  private let harness: String
  private var objects: [(Weak, String)] = []

  init(_ harness: String) {
    self.harness = harness
  }

  private struct Weak {
    weak var object: AnyObject?
  }

  /// Remembers `object`, weakly.
  mutating func watch(_ object: AnyObject, _ label: @autoclosure () -> String = "") {
    guard Self.isEnabled else { return }
    objects.append((Weak(object: object), label().isEmpty ? "\(type(of: object))" : label()))
  }

  /// Traps when an object watched is still alive.
  func expectFreed() {
    for (reference, label) in objects where reference.object != nil {
      fatalError("\(harness) harness: \(label) is still alive after the input was done (a reference cycle?)")
    }
  }

  /// Off with `FUZZ_CHECK_LIFETIMES=0`: to look past a known cycle.
  static let isEnabled = environmentValue("FUZZ_CHECK_LIFETIMES") != "0"
}
