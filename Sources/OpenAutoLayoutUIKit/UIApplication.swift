import OpenAutoLayout

/// The application: UIKit's `UIApplication`, the model's `Application`.
///
/// `UIApplication.shared.userInterfaceLayoutDirection` and `preferredContentSizeCategory` may
/// be set (on iOS they are the system's language and text size): right to left flips leading
/// and trailing in the hierarchies made afterwards. `windows`, `keyWindow` and
/// `connectedScenes` list the app's windows and scenes.
public typealias UIApplication = Application
