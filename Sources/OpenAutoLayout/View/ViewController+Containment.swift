import Foundation

/// View controller containment, as UIKit's: a container adds a child with ``addChild(_:)``,
/// puts the child's view in its own hierarchy, and calls ``didMove(toParent:)``:
///
/// ```swift
/// addChild(child)
/// child.view.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(child.view)
/// NSLayoutConstraint.activate([…])
/// child.didMove(toParent: self)
/// ```
///
/// Children hear of their views appearing and disappearing when their container does, if their
/// views are in its view's hierarchy (``viewWillAppear(_:)``).
extension ViewController {
  /// Makes `child` a child of this controller, as `UIViewController.addChild(_:)`: it first
  /// hears ``willMove(toParent:)`` with this controller, and leaves its previous container.
  /// The caller adds the child's view and then calls the child's ``didMove(toParent:)``.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its container, as `UIViewController.removeFromParent()`, and
  /// calls ``didMove(toParent:)`` with nil. The caller calls ``willMove(toParent:)`` with nil
  /// first and removes the view itself.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// The moments of a view's appearance, in the order they come.
  enum AppearancePhase {
    case willAppear, didAppear, willDisappear, didDisappear
  }

  /// Tells this controller, then its children whose views are in its view's hierarchy, that its
  /// view is at `phase`, as UIKit forwards appearance to children automatically.
  func forwardAppearance(_ phase: AppearancePhase, animated: Bool = false) {
    switch phase {
    case .willAppear: viewWillAppear(animated)
    case .didAppear: viewDidAppear(animated)
    case .willDisappear: viewWillDisappear(animated)
    case .didDisappear: viewDidDisappear(animated)
    }
    guard let root = viewIfLoaded else { return }
    for child in children {
      if let childView = child.viewIfLoaded, childView.isDescendant(of: root) {
        child.forwardAppearance(phase, animated: animated)
      }
    }
  }
}
