import Foundation

/// The owner of a scene's root view, as UIKit's `UIViewController`, reduced to what layout
/// needs: the root's system minimum margins, extra safe-area insets and the layout callbacks.
open class ViewController {
  /// The root view. Its margins respect ``systemMinimumLayoutMargins`` (spec decision 6).
  public let view: View

  /// Creates a controller for `view` (a new view when nil).
  ///
  /// The root view's own margins start at zero, so that its margins are the system minimum at
  /// the sides and the safe area at the top and bottom (behaviour-1 §1.16).
  public init(view: View? = nil) {
    self.view = view ?? View()
    self.view.viewController = self
    self.view.specifiedMargins = .directional(.zero)
  }

  /// Insets added to the root view's safe area, for a custom toolbar for instance
  /// (behaviour-1 §1.14).
  public var additionalSafeAreaInsets: EdgeInsets = .zero {
    didSet { if additionalSafeAreaInsets != oldValue { view.insetsDidChange() } }
  }

  /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. True by default.
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { view.insetsDidChange() } }
  }

  /// The smallest margins of the root view: 16 points leading and trailing in a compact width,
  /// 20 in a regular one; 0 at the top and bottom (spec decision 6).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = view.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Called in the update-constraints pass, after the root view's subviews and before the root
  /// view itself. Call `super` last.
  open func updateViewConstraints() {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view has laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe-area insets change.
  open func viewSafeAreaInsetsDidChange() {}
}
