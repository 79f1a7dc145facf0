// `import AppKit` off Apple's platforms: AppKit's layout names (OpenAutoLayoutAppKit) and
// Foundation, which AppKit re-exports, so that Mac layout code and `#if canImport(AppKit)` code
// compile on Linux. On Apple's platforms the package does not declare this module: Apple's AppKit
// is used.
@_exported import Foundation
@_exported import OpenAutoLayoutAppKit
