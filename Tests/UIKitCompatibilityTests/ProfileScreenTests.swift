import Foundation
import LayoutRendering
import Testing
import UIKit

// A profile card as app code writes it: views configured (colours, layers, an image from a file, a
// button's title and tint) in the same lines as their constraints, the controller shown in a
// window on the default screen, then drawn. Frames are derived by hand from the iPhone 8 (375 × 667,
// a 20-point status bar, 16-point root margins in a compact width).

/// Writes a PNG header of `pixels` × `pixels` to a temporary file named `name` and returns its path.
private func writePNG(named name: String, pixels: UInt32) throws -> String {
  var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
  bytes += Array("IHDR".utf8)
  for side in [pixels, pixels] { bytes += withUnsafeBytes(of: side.bigEndian, Array.init) }
  bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]  // depth, colour type, methods, interlace, a CRC left zero
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(bytes).write(to: url)
  return url.path
}

private final class ProfileViewController: UIViewController {
  let card = UIView()
  let avatar = UIImageView()
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)
  private let avatarPath: String

  init(avatarPath: String) {
    self.avatarPath = avatarPath
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 16
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    view.addSubview(card)

    avatar.translatesAutoresizingMaskIntoConstraints = false
    avatar.image = UIImage(contentsOfFile: avatarPath)
    avatar.contentMode = .scaleAspectFill
    avatar.layer.cornerRadius = 24
    avatar.clipsToBounds = true
    avatar.accessibilityIdentifier = "avatar"

    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.textColor = .label

    followButton.translatesAutoresizingMaskIntoConstraints = false
    followButton.setTitle("Follow", for: .normal)
    followButton.tintColor = .systemBlue
    followButton.layer.cornerRadius = 8
    followButton.tag = 42

    for subview in [avatar, nameLabel, followButton] { card.addSubview(subview) }
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
      followButton.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      followButton.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      followButton.widthAnchor.constraint(equalToConstant: 80),
      followButton.heightAnchor.constraint(equalToConstant: 32),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),
    ])
  }
}

@Suite("A profile screen written as app code, in a window, laid out and drawn")
struct ProfileScreenTests {
  @Test("Frames from the screen, the safe area, the margins and a 96-pixel @2x avatar; the drawing shows the layers")
  func profileScreen() throws {
    let path = try writePNG(named: "avatar@2x.png", pixels: 96)
    let controller = ProfileViewController(avatarPath: path)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()

    // The image: 96 pixels at 2x are 48 points.
    #expect(controller.avatar.image?.size == CGSize(width: 48, height: 48))
    #expect(controller.avatar.image?.scale == 2)
    // The card: x at the 16-point margin, 20 (status bar) + 16 down, 375 − 2 × 16 wide,
    // 16 + 48 + 16 tall.
    #expect(controller.card.frame == CGRect(x: 16, y: 36, width: 343, height: 80))
    #expect(controller.avatar.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
    // The button: 343 − 16 − 80 = 247 across, centred on the avatar: 16 + 24 − 16 = 24 down.
    #expect(controller.followButton.frame == CGRect(x: 247, y: 24, width: 80, height: 32))
    // The label starts 12 after the avatar and ends at least 8 before the button.
    #expect(controller.nameLabel.frame.minX == 76)
    #expect(controller.nameLabel.frame.maxX <= 239)
    #expect(abs(controller.nameLabel.frame.midY - 40) <= 0.5)
    #expect(controller.view.viewWithTag(42) === controller.followButton)
    #expect(controller.view.hasAmbiguousLayout == false)

    let svg = controller.view.renderedSVG()
    #expect(svg.contains("rx=\"16\""))  // the card's corners
    #expect(svg.contains("Ada Lovelace"))
    #expect(svg.contains("Follow"))
    let tree = controller.view.frameTree
    #expect(tree.contains("(16.0, 36.0, 343.0, 80.0)"))
    #expect(tree.contains("avatar (16.0, 16.0, 48.0, 48.0)"))
  }
}
