import Testing
import UIKit

// The examples of Guides/UIKitOnLinux.md, as written there.

final class BadgeView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

nonisolated(unsafe) private var badgeKey: UInt8 = 0

extension UIView {
  var badge: String? {
    get { objc_getAssociatedObject(self, &badgeKey) as? String }
    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }
}

@Suite("Guides/UIKitOnLinux.md's examples")
struct GuideExampleTests {
  @Test("BadgeView centres its label; UIView() and init(coder:) are inherited or callable")
  func badgeView() throws {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    badge.label.text = "New"
    badge.layoutIfNeeded()
    let size = badge.label.intrinsicContentSize
    #expect(size.width > 0 && size.height > 0)
    // Centred: (200 − w) / 2, (100 − h) / 2, on the 1x pixel grid of a root without traits.
    #expect(abs(badge.label.frame.midX - 100) <= 0.5)
    #expect(abs(badge.label.frame.midY - 50) <= 0.5)
    let inherited = BadgeView()
    #expect(inherited.frame == .zero && inherited.label.superview === inherited)
    // The example sets its label up in init(frame:) only: a decoded badge has it unattached.
    let decoded = try #require(BadgeView(coder: NSCoder()))
    #expect(decoded.frame == .zero && decoded.label.superview == nil)
  }

  @Test("The badge property is stored per view")
  func badgeProperty() {
    let a = UIView(), b = UIView()
    a.badge = "3"
    #expect(a.badge == "3" && b.badge == nil)
  }
}
