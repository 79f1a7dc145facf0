import Foundation
import OpenAutoLayoutUIKit
import Testing

/// Runs `body` in an application of its own whose main screen is the named device's, held
/// `orientation`. Tests run in parallel: none may change the process's `UIScreen.main` or
/// `UIApplication.shared`, so each gets its own for the duration of `body`.
func onDevice<Result>(
  _ name: String, _ orientation: Orientation = .portrait,
  direction: UIUserInterfaceLayoutDirection = .leftToRight, category: UIContentSizeCategory = .large,
  _ body: () throws -> Result, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Result {
  let device = try #require(Device.named(name), "no device named \(name)", sourceLocation: sourceLocation)
  let application = UIApplication(
    mainScreen: UIScreen(device: device, orientation: orientation), userInterfaceLayoutDirection: direction,
    preferredContentSizeCategory: category)
  return try UIApplication.withShared(application, body)
}

/// Records a controller's appearance and layout callbacks, in order.
class RecordingViewController: UIViewController {
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("viewDidDisappear")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    events.append("viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    events.append("viewDidLayoutSubviews")
  }
}
