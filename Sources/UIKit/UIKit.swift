// `import UIKit` off Apple's platforms: UIKit's layout names (OpenAutoLayoutUIKit) and
// Foundation, which UIKit re-exports, so that UIKit code and `#if canImport(UIKit)` code compile
// unchanged on Linux. On Apple's platforms the package does not declare this module: Apple's
// UIKit is used.
@_exported import Foundation
@_exported import OpenAutoLayoutUIKit
