import Foundation
import OpenAutoLayout

extension Label {
  /// The colour of the text: opaque black, UIKit's label colour in the light appearance, until
  /// set. Setting nil restores it, as UILabel's `null_resettable` colour. It does not affect
  /// layout.
  public var textColor: Color! {
    get { storedTextColor ?? .black }
    set { storedTextColor = newValue }
  }
}
