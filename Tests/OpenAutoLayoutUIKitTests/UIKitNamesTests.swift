import Foundation
import OpenAutoLayoutUIKit
import Testing

// UIKit's spellings that differ from the model's: nested types, geometry and transforms.

@Suite("UIKit names", .timeLimit(.minutes(10)))
struct UIKitNamesTests {
  @Test("NSLayoutConstraint's nested Attribute, Relation and Axis are the model's types")
  func nestedTypes() {
    let attribute: NSLayoutConstraint.Attribute = .leading
    let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
    let axis: NSLayoutConstraint.Axis = .vertical
    #expect(attribute == LayoutAttribute.leading)
    #expect(relation == LayoutRelation.greaterThanOrEqual)
    #expect(axis == LayoutAxis.vertical)
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(mask.contains(.flexibleHeight))
  }

  @Test("Anchors have UIKit's class names")
  func anchorTypes() {
    let view = UIView()
    let x: NSLayoutXAxisAnchor = view.leadingAnchor
    let y: NSLayoutYAxisAnchor = view.firstBaselineAnchor
    let size: NSLayoutDimension = view.widthAnchor
    let anyX: NSLayoutAnchor<NSLayoutXAxisAnchor> = x
    #expect(anyX.item === view)
    #expect(y.item === view)
    #expect(size.constraint(equalToConstant: 10).firstAttribute == .width)
  }

  @Test("Intrinsic-size and fitting constants keep UIKit's values")
  func constants() {
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(UIViewNoIntrinsicMetric == -1)
    #expect(UILayoutFittingCompressedSize == UIView.layoutFittingCompressedSize)
    #expect(UILayoutFittingExpandedSize == UIView.layoutFittingExpandedSize)
  }

  @Test("Edge insets: UIKit's initialisers, zero and CGRect.inset(by:)")
  func insets() {
    #expect(UIEdgeInsets() == .zero)
    #expect(NSDirectionalEdgeInsets() == .zero)
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
  }

  @Test("Traits: single-trait initialisers and the layout direction of a semantic content attribute")
  func traits() {
    let traits = UITraitCollection(horizontalSizeClass: .regular)
    #expect(traits.horizontalSizeClass == UIUserInterfaceSizeClass.regular)
    #expect(traits.layoutDirection == UIUserInterfaceLayoutDirection.leftToRight)
    let attribute: UISemanticContentAttribute = .forceRightToLeft
    #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }

  @Test("A regular width raises the root's minimum margins to 20")
  func regularWidthMargins() {
    let controller = UIViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
    controller.view.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
    #expect(controller.systemMinimumLayoutMargins.leading == 20)
    #expect(controller.view.layoutMargins.left == 20)
  }

  @Test("CGAffineTransform's initialisers map points as Core Graphics does")
  func transforms() {
    #expect(CGAffineTransform.identity.isIdentity)
    let point = CGPoint(x: 1, y: 0)
    let rotated = point.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
    #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 0))
    #expect(point.applying(CGAffineTransform(translationX: 5, y: 6)) == CGPoint(x: 6, y: 6))
    // Scale, then translate: (1, 0) → (2, 0) → (7, 6).
    let both = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 6))
    #expect(point.applying(both) == CGPoint(x: 7, y: 6))
    // translatedBy applies the translation first: (1, 0) → (6, 6) → (12, 18).
    #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 6)) == CGPoint(x: 12, y: 18))
    let matrix = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect([matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty] == [1, 2, 3, 4, 5, 6])
  }

  @Test("A view's transform changes its frame, not its bounds or centre")
  func viewTransform() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 50, y: 25))
    view.transform = .identity
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("backgroundColor keeps its value per view")
  func backgroundColor() {
    let first = UIView(), second = UIView()
    #expect(first.backgroundColor == nil)
    first.backgroundColor = .red
    second.backgroundColor = UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.25)
    #expect(first.backgroundColor == .red)
    #expect(second.backgroundColor == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    first.backgroundColor = nil
    #expect(first.backgroundColor == nil)
    #expect(second.backgroundColor?.alpha == 0.25)
  }

  @Test("A subclass without initialisers of its own inherits init() and init(frame:)")
  func subclassInitialisers() {
    final class Spacer: UIView {
      override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 8) }
    }
    #expect(Spacer().frame == .zero)
    #expect(Spacer(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame.width == 3)
  }
}
