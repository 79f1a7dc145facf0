import Foundation
import Testing

@testable import OpenAutoLayout

/// Helpers for the behaviour-1 acceptance scenarios (S-01 … S-48), in a namespace of their own
/// so that they cannot clash with other test files.
enum B1 {
  /// The anchors of a view or a layout guide, so that one helper can pin to either.
  struct Anchors {
    let leading, trailing, left, right, centerX: LayoutXAxisAnchor
    let top, bottom, centerY: LayoutYAxisAnchor
    let width, height: LayoutDimension

    init(_ view: View) {
      (leading, trailing, left, right, centerX) =
        (view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor, view.centerXAnchor)
      (top, bottom, centerY) = (view.topAnchor, view.bottomAnchor, view.centerYAnchor)
      (width, height) = (view.widthAnchor, view.heightAnchor)
    }

    init(_ guide: LayoutGuide) {
      (leading, trailing, left, right, centerX) =
        (guide.leadingAnchor, guide.trailingAnchor, guide.leftAnchor, guide.rightAnchor, guide.centerXAnchor)
      (top, bottom, centerY) = (guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor)
      (width, height) = (guide.widthAnchor, guide.heightAnchor)
    }
  }

  /// The four constraints of the book's "pin every edge with padding": `view.leading =
  /// target.leading + inset`, `view.top = target.top + inset`, `target.trailing = view.trailing +
  /// inset`, `target.bottom = view.bottom + inset`.
  static func pinEdges(_ view: View, to target: Anchors, inset: CGFloat = 0) -> [LayoutConstraint] {
    [
      view.leadingAnchor.constraint(equalTo: target.leading, constant: inset),
      view.topAnchor.constraint(equalTo: target.top, constant: inset),
      target.trailing.constraint(equalTo: view.trailingAnchor, constant: inset),
      target.bottom.constraint(equalTo: view.bottomAnchor, constant: inset),
    ]
  }

  /// A view controller's root view of `width` × `height` with `safeArea` insets: its margins are
  /// the system minimum at the sides (spec decision 6). Diagnostics are collected, not printed.
  /// Keep the controller alive for the whole test: as in UIKit, the view does not retain it.
  static func controllerRoot(_ width: CGFloat, _ height: CGFloat, safeArea: EdgeInsets = .zero) -> ViewController {
    let controller = ViewController(view: makeRoot(width, height))
    controller.view.rootSafeAreaInsets = safeArea
    return controller
  }

  /// The user's constraints a view owns (system constraints such as content size are left out).
  static func userConstraints(_ view: View) -> [LayoutConstraint] {
    view.constraints.filter { $0.origin == .user }
  }

  /// Whether two lists hold the same constraints, by identity, in any order.
  static func sameConstraints(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.count == b.count && Set(a.map(ObjectIdentifier.init)) == Set(b.map(ObjectIdentifier.init))
  }

  /// Whether `list` holds `constraint`, by identity.
  static func contains(_ list: [LayoutConstraint], _ constraint: LayoutConstraint) -> Bool {
    list.contains { $0 === constraint }
  }

  /// The unsatisfiable-constraint reports of a hierarchy, oldest first.
  static func conflicts(_ view: View) -> [(broken: LayoutConstraint, conflicting: [LayoutConstraint])] {
    view.layoutDiagnostics.reports.compactMap { report in
      if case .unsatisfiable(let broken, let conflicting) = report { return (broken, conflicting) }
      return nil
    }
  }

  /// The errors of the illegal-constraint reports of a hierarchy, oldest first.
  static func illegalErrors(_ view: View) -> [LayoutError] {
    view.layoutDiagnostics.reports.compactMap { report in
      if case .illegalConstraint(let error) = report { return error }
      return nil
    }
  }

  /// The case of a ``LayoutError``, without its text, for comparing.
  enum ErrorKind: Sendable, Equatable {
    case mixedAxes, sizeAgainstPosition, positionAgainstConstant, leadingTrailingAgainstLeftRight
    case invalidAttribute, invalidItem, baselineOfGuide, nonFinite, outOfRange, noCommonAncestor, notInHierarchy
    case invalidPriority, requiredOptionalMutation

    init(_ error: LayoutError) {
      switch error {
      case .mixedAxes: self = .mixedAxes
      case .sizeAgainstPosition: self = .sizeAgainstPosition
      case .positionAgainstConstant: self = .positionAgainstConstant
      case .leadingTrailingAgainstLeftRight: self = .leadingTrailingAgainstLeftRight
      case .invalidAttribute: self = .invalidAttribute
      case .invalidItem: self = .invalidItem
      case .baselineOfGuide: self = .baselineOfGuide
      case .nonFinite: self = .nonFinite
      case .outOfRange: self = .outOfRange
      case .noCommonAncestor: self = .noCommonAncestor
      case .notInHierarchy: self = .notInHierarchy
      case .invalidPriority: self = .invalidPriority
      case .requiredOptionalMutation: self = .requiredOptionalMutation
      }
    }
  }

  /// The kind of ``LayoutError`` `body` throws, or nil when it does not throw one.
  static func thrownKind(_ body: () throws -> Void) -> ErrorKind? {
    do {
      try body()
      return nil
    } catch {
      return (error as? LayoutError).map(ErrorKind.init)
    }
  }

  /// The values an edge may take once rounded to 1/`scale` (spec decision 9): the nearest grid
  /// value, or either neighbour for an exact tie, since the decision does not say which way ties go.
  static func roundedCandidates(_ value: CGFloat, scale: CGFloat) -> [CGFloat] {
    let scaled = value * scale
    let lower = scaled.rounded(.down), upper = scaled.rounded(.up)
    if abs(scaled - lower - 0.5) < 1e-6 { return [lower / scale, upper / scale] }
    return [scaled.rounded() / scale]
  }
}

/// Asserts a scenario's frame the way the spec states it: exact before pixel rounding
/// (behaviour-1 §3, conventions). The engine's unrounded frame must match `x, y, width, height`
/// (superview coordinates) within 0.001, and the displayed frame must be those edges rounded to
/// 1/`scale` in root coordinates (spec decision 9). `superviewOrigin` is the superview's origin
/// in root coordinates, from the spec, for a view that is not a child of the root.
func expectSolvedFrame(
  _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  superviewOrigin: CGPoint = .zero, scale: CGFloat = 1, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let unrounded = view.unroundedFrame else {
    Issue.record("\(view.layoutName): no engine frame; expected (\(x), \(y), \(width), \(height))",
      sourceLocation: sourceLocation)
    return
  }
  expectRect(unrounded, x, y, width, height, "\(view.layoutName) (engine, unrounded)", sourceLocation: sourceLocation)
  // Decision 9: each edge rounded in root coordinates, then made relative to the superview's
  // rounded origin.
  func allowed(_ edge: CGFloat, _ origin: CGFloat) -> [CGFloat] {
    B1.roundedCandidates(edge + origin, scale: scale).flatMap { rounded in
      B1.roundedCandidates(origin, scale: scale).map { rounded - $0 }
    }
  }
  let frame = view.frame
  let checks: [(String, CGFloat, [CGFloat])] = [
    ("minX", frame.minX, allowed(x, superviewOrigin.x)), ("maxX", frame.maxX, allowed(x + width, superviewOrigin.x)),
    ("minY", frame.minY, allowed(y, superviewOrigin.y)), ("maxY", frame.maxY, allowed(y + height, superviewOrigin.y)),
  ]
  for (name, actual, candidates) in checks {
    #expect(
      candidates.contains { abs($0 - actual) < 1e-6 },
      "\(view.layoutName): displayed \(name) \(actual) is not \((x, y, width, height)) rounded at scale \(scale) (\(candidates))",
      sourceLocation: sourceLocation)
  }
}
