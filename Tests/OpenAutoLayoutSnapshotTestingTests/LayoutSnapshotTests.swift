import Foundation
import OpenAutoLayoutSnapshotTesting
import OpenAutoLayoutUIKit
import SnapshotTesting
import Testing
import TextMeasurement

/// A profile header as UIKit code writes it. Its frames, by hand (the fixed measurer makes a
/// 17-point character 8.5 wide and a line 20.4 tall, 21 at scale 1):
/// - the header: (0, 0, 320, 120), given;
/// - the avatar: 64 × 64, 16 from the leading and top edges: (16, 16, 64, 64);
/// - the name: 12 after the avatar (x 92), top-aligned with it, to 16 before the trailing edge
///   (320 − 16 − 92 = 212 wide), one line: (92, 16, 212, 21);
/// - the follow button: under the name by 8 (y 45), at its leading edge, 80 × 32.
private final class ProfileHeader: UIView {
  let avatar = UIImageView(image: UIImage(width: 64, height: 64))
  let nameLabel = UILabel()
  let followButton = UIButton(type: .system)
  var avatarLeading: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    avatar.layer.cornerRadius = 32
    avatar.clipsToBounds = true
    avatar.accessibilityIdentifier = "avatar"
    nameLabel.text = "Ada Lovelace"
    nameLabel.textColor = .darkGray
    nameLabel.measurer = FixedAdvanceTextMeasurer()
    followButton.setTitle("Follow", for: .normal)
    followButton.measurer = FixedAdvanceTextMeasurer()
    followButton.layer.borderWidth = 1
    followButton.layer.borderColor = UIColor.blue.cgColor
    followButton.layer.cornerRadius = 8
    for view in [avatar, nameLabel, followButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    avatarLeading = avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)
    NSLayoutConstraint.activate([
      avatarLeading,
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalToConstant: 64),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
      followButton.widthAnchor.constraint(equalToConstant: 80),
      followButton.heightAnchor.constraint(equalToConstant: 32),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A screen whose root view holds the header, as a view controller builds it in `viewDidLoad`.
private final class ProfileViewController: UIViewController {
  let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    view.addSubview(header)
  }
}

/// The strategies through swift-snapshot-testing itself: the snapshots in `__Snapshots__` were
/// recorded by the first run, their frame trees checked against the frames derived by hand
/// above, and every run asserts against them.
@MainActor @Suite("Layout snapshots", .timeLimit(.minutes(10)))
struct LayoutSnapshotTests {
  /// The committed snapshot of the header, read back.
  static var headerSnapshotURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/LayoutSnapshotTests/header.layout.svg")
  }

  @Test("A view's layout matches its snapshot")
  func header() {
    assertSnapshot(
      of: ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 120)), as: .layout, named: "layout",
      testName: "header")
  }

  @Test("The snapshot starts with the frame tree as an XML comment, then the drawing")
  func snapshotFile() throws {
    let text = try String(contentsOf: Self.headerSnapshotURL, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The frames derived by hand in ProfileHeader's comment.
    #expect(
      lines.prefix(6) == [
        "<!--",
        "ProfileHeader (0.0, 0.0, 320.0, 120.0)",
        "  avatar (16.0, 16.0, 64.0, 64.0)",
        "  UILabel (92.0, 16.0, 212.0, 21.0)",
        "  UIButton (92.0, 45.0, 80.0, 32.0)",
        "-->",
      ])
    #expect(lines.count > 6 && lines[6].hasPrefix("<svg "))
    // The drawing shows what the code set: the round avatar, the name's colour, the border.
    #expect(text.contains("rx=\"32\""))
    #expect(text.contains("fill=\"#555555\""))
    #expect(text.contains("stroke=\"#0000ff\" stroke-width=\"1\""))
  }

  @Test("A changed frame fails the assertion, and the failure's diff names the frame that moved")
  func changedFrameFails() throws {
    let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    header.avatarLeading.constant = 24
    let failure = withSnapshotTesting(record: .never) {
      verifySnapshot(of: header, as: .layout, named: "layout", testName: "header")
    }
    let message = try #require(failure)
    // The avatar moved 8 to the right, the name with it (and 8 narrower), the button too.
    #expect(message.contains("−  avatar (16.0, 16.0, 64.0, 64.0)") || message.contains("-  avatar (16.0, 16.0, 64.0, 64.0)"))
    #expect(message.contains("+  avatar (24.0, 16.0, 64.0, 64.0)"))
    #expect(message.contains("+  UILabel (100.0, 16.0, 204.0, 21.0)"))
    // Unchanged, the same view matches.
    header.avatarLeading.constant = 16
    #expect(
      withSnapshotTesting(record: .never) {
        verifySnapshot(of: header, as: .layout, named: "layout", testName: "header")
      } == nil)
  }

  @Test("A view controller's root view, given the screen's size, matches its snapshot")
  func viewController() throws {
    assertSnapshot(
      of: ProfileViewController(), as: .layout(overlays: .frames, size: CGSize(width: 320, height: 200)),
      named: "layout", testName: "profileScreen")
    let text = try String(
      contentsOf: Self.headerSnapshotURL.deletingLastPathComponent().appendingPathComponent("profileScreen.layout.svg"),
      encoding: .utf8)
    // The root at the size given; the header at its own frame inside it; the frames overlay.
    #expect(text.hasPrefix("<!--\nUIView (0.0, 0.0, 320.0, 200.0)\n  ProfileHeader (0.0, 0.0, 320.0, 120.0)\n"))
    #expect(text.contains("<g class=\"frames\">"))
  }

  @Test("A comment may not hold two dashes: they are broken up")
  func commentEscaping() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.accessibilityIdentifier = "a--b---c"
    let text = LayoutSnapshot.text(of: view)
    let comment = String(text.prefix { $0 != ">" })
    #expect(comment == "<!--\na- -b- - -c (0.0, 0.0, 10.0, 10.0)\n--")
  }
}
