import Testing
import UIKit

@Suite("UIVisualEffectView: content goes in a contentView that fills it")
struct VisualEffectViewTests {
  @Test("The content view follows the effect view's size, and constraints to it place the content")
  func contentViewFills() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    blur.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(blur)
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    blur.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      blur.widthAnchor.constraint(equalToConstant: 200),
      blur.heightAnchor.constraint(equalToConstant: 100),
      label.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -8),
      label.widthAnchor.constraint(equalToConstant: 50),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(blur.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
    // The content view fills the effect view's bounds.
    #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    // 200 − 8 − 50 = 142 across, 100 − 8 − 20 = 72 down, in the content view's coordinates.
    #expect(label.frame == CGRect(x: 142, y: 72, width: 50, height: 20))
    #expect((blur.effect as? UIBlurEffect)?.style == .regular)
  }

  @Test("Effects keep what they were made with; styles have UIKit's raw values")
  func effects() {
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    let view = UIVisualEffectView(effect: vibrancy)
    #expect((view.effect as? UIVibrancyEffect)?.blurEffect.style == .dark)
    #expect(UIVisualEffectView(frame: .zero).effect == nil)
    // From UIKit's UIBlurEffectStyle: regular 4, systemMaterial 8, systemChromeMaterialDark 20.
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
  }
}
