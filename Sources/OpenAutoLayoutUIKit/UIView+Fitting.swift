import Foundation
import OpenAutoLayout

/// The smallest fitting size: UIKit's `UILayoutFittingCompressedSize`, now
/// `UIView.layoutFittingCompressedSize`.
public let UILayoutFittingCompressedSize: CGSize = View.layoutFittingCompressedSize

/// The largest fitting size: UIKit's `UILayoutFittingExpandedSize`, now
/// `UIView.layoutFittingExpandedSize`.
public let UILayoutFittingExpandedSize: CGSize = View.layoutFittingExpandedSize
