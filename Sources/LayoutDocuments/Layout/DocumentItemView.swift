import Foundation
import OpenAutoLayout

/// A plain view declared in a layout document (`kind: view`, the default).
///
/// Its content is what the document says it measures — `intrinsicSize` and `baselines` — as
/// nothing else in it can be measured. Everything else a view key sets (margins, priorities,
/// alignment insets, autoresizing) is the model's own property, set by ``init(spec:frame:)``.
final class DocumentItemView: View {
  private let given: GivenContent

  /// Makes the view `spec` describes. `frame` is used when the view translates its autoresizing
  /// mask (and for the root, whose frame is the canvas); the engine sets every other frame.
  init(spec: ViewSpec, frame: CGRect) {
    given = GivenContent(spec)
    super.init(frame: frame)
    applyDocumentKeys(spec)
    given.pinBaselines(of: self, spec: spec, frame: frame)
  }

  override var intrinsicContentSize: CGSize { given.intrinsicSize ?? super.intrinsicContentSize }

  override func layoutSubviews() {
    super.layoutSubviews()
    given.keepLastBaselineFromTop(of: self)
  }
}
