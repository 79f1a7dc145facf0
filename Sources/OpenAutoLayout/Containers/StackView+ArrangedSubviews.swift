import Foundation

/// Managing the arranged views and the spacing after them (behaviour-2 §1.1, §1.5).
extension StackView {
  /// Appends `view` to the arranged views, adding it as the frontmost subview if it is not a
  /// subview yet (a subview keeps its place in ``View/subviews``). An arranged view moves to the end.
  ///
  /// The view's `translatesAutoresizingMaskIntoConstraints` becomes false. Adding the stack
  /// itself or one of its ancestors is refused and reported, as ``View/addSubview(_:)`` does.
  ///
  /// - Complexity: O(*n*) for *n* arranged views, plus ``View/addSubview(_:)``'s cost; the
  ///   constraints follow in the next update pass.
  public func addArrangedSubview(_ view: View) {
    let isArranged = arrangedSubviews.contains { $0 === view }
    insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged ? 1 : 0))
  }

  /// Inserts `view` into the arranged views at `stackIndex`, adding it as the frontmost subview
  /// if it is not a subview yet. An arranged view moves to `stackIndex`.
  ///
  /// An index outside `0...arrangedSubviews.count` (UIKit raises) is reported through the
  /// hierarchy's diagnostics and nothing changes.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    // Scanned, not filtered: copying the array would retain every view, O(n) each time.
    let current = arrangedSubviews.firstIndex { $0 === view }
    let others = arrangedSubviews.count - (current == nil ? 0 : 1)
    guard (0...others).contains(stackIndex) else {
      let reason = "cannot insert \(view.layoutName) at index \(stackIndex)"
      layoutDiagnostics.report(.invalidHierarchy("\(reason) of the \(others) arranged subviews of \(layoutName)"))
      return
    }
    if view.superview !== self {
      addSubview(view)
      // Refused (the stack is inside `view`): the report is made, nothing is arranged.
      guard view.superview === self else { return }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    // Found again: adding it as a subview may have changed the arrangement (a view moved from
    // another place in the stack's subviews keeps its arrangement).
    if let index = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: index) }
    arrangedSubviews.insert(view, at: stackIndex)
    setNeedsArrangement()
  }

  /// Removes `view` from the arranged views. It stays a subview, where it shows with no stack
  /// constraints, as in UIKit; call ``View/removeFromSuperview()`` to remove it from both.
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  /// Sets the gap after `arrangedSubview`, overriding ``spacing`` there; ``spacingUseDefault``
  /// goes back to ``spacing`` and ``spacingUseSystem`` is the system spacing. Nothing happens
  /// for a view that is not arranged; a value that is not finite is reported and ignored.
  ///
  /// Between visible views the gap after the earlier one counts, so the custom spacing after a
  /// hidden view is not used while it is hidden.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    guard spacing.isFinite else { return reportNonFiniteSpacing(spacing, after: arrangedSubview) }
    let key = ObjectIdentifier(arrangedSubview)
    let new: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != new else { return }
    customSpacings[key] = new
    setNeedsArrangement()
  }

  /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }
}
