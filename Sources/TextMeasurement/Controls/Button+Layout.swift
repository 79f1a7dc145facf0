import Foundation
import OpenAutoLayout

/// Where a button's title, subtitle and image go in its bounds.
struct ButtonContentLayout {
  var title: CGRect?
  var subtitle: CGRect?
  var image: CGRect?
}

extension Button {
  // MARK: Placing the title and image

  /// Where the title is drawn in `bounds`. A classic button centres the image and title
  /// together in `bounds` inset by ``contentEdgeInsets`` (or puts them against an edge, as
  /// ``Control/contentHorizontalAlignment`` and ``Control/contentVerticalAlignment`` say), then
  /// moves the title by ``titleEdgeInsets``; the title narrows when the space left is narrower
  /// than it. A configuration button places its content inside its content insets. Nil without
  /// a title.
  public func titleRect(in bounds: CGRect) -> CGRect? {
    contentLayout(in: bounds).title
  }

  /// Where the image is drawn in `bounds` (see ``titleRect(in:)``), moved by
  /// ``imageEdgeInsets`` in a classic button; nil without an image.
  public func imageRect(in bounds: CGRect) -> CGRect? {
    contentLayout(in: bounds).image
  }

  /// Where a configuration's subtitle is drawn in `bounds`; nil without one.
  public func subtitleRect(in bounds: CGRect) -> CGRect? {
    contentLayout(in: bounds).subtitle
  }

  /// The font the title is drawn in: ``font`` (the title label's), or a configuration's title
  /// font.
  public var displayedTitleFont: Font {
    configuration.map(configurationTitleFont) ?? font
  }

  /// The title as drawn in the current bounds: one line, truncated in the middle when its place
  /// is too narrow (UIButton's title label truncates in the middle); nil without a title.
  public var displayedTitle: DisplayedTextLine? { displayedTitle(in: displayedTitleFont) }

  /// The title as drawn in the current bounds in `font`.
  func displayedTitle(in font: Font) -> DisplayedTextLine? {
    guard let title = shownTitle, let rect = titleRect(in: bounds) else { return nil }
    let measurer = font.resolved(self.measurer)
    let metrics = measurer.lineMetrics(pointSize: font.pointSize)
    let line = TextTruncation.lines(
      of: title, measurer: measurer, pointSize: font.pointSize, width: Double(rect.width), maxLines: 1,
      mode: .byTruncatingMiddle
    ).first
    guard let line else { return nil }
    let baseline = TextBlock(metrics: metrics, lineCount: 1).firstBaseline(inBoxOfHeight: Double(rect.height))
    return DisplayedTextLine(
      text: line.text, width: measurer.width(of: line.text, pointSize: font.pointSize), x: rect.minX,
      baseline: rect.minY + CGFloat(baseline), isTruncated: line.isTruncated)
  }

  /// The title font and line a drawing shows when the button's size was given rather than
  /// measured (a document's `intrinsicSize`, measured by Interface Builder in San Francisco): a
  /// title our wider fonts would truncate is drawn smaller, down to half its size, so that it
  /// fits. The frame does not change; only the drawing does.
  package var displayedTitleFittingGivenSize: (font: Font, line: DisplayedTextLine?) {
    var font = displayedTitleFont
    guard let line = displayedTitle(in: font), line.isTruncated, let title = shownTitle,
      let rect = titleRect(in: bounds)
    else { return (font, displayedTitle(in: font)) }
    let full = font.resolved(measurer).width(of: title, pointSize: font.pointSize)
    guard full > 0 else { return (font, line) }
    // Text widths grow in proportion to the size: this size makes the whole title as wide as its
    // place (a hundredth less, against rounding).
    font.pointSize = max(font.pointSize * 0.5, font.pointSize * (Double(rect.width) - 0.01) / full)
    return (font, displayedTitle(in: font))
  }

  // MARK: Measuring

  /// The title shown, when it is not empty.
  var shownTitle: String? {
    guard let title = currentTitle, !title.isEmpty else { return nil }
    return title
  }

  /// The classic content size: image and title side by side plus the insets (or the default
  /// title padding), at least the background image's size.
  var classicContentSize: CGSize {
    let title = textSize(shownTitle, font: font)
    let image = currentImage?.sanitizedSize ?? .zero
    let insets = effectiveContentInsets
    let background = currentBackgroundImage?.sanitizedSize ?? .zero
    return CGSize(
      width: max(background.width, title.width + image.width + insets.left + insets.right),
      height: max(background.height, max(title.height, image.height) + insets.top + insets.bottom))
  }

  /// The configuration's content size plus its insets.
  var configurationContentSize: CGSize {
    guard let configuration else { return .zero }
    let content = configurationParts(configuration).size
    let insets = configuration.contentInsets
    return CGSize(
      width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
  }

  /// The content's parts in bounds: the classic or the configuration layout.
  func contentLayout(in bounds: CGRect) -> ButtonContentLayout {
    if let configuration { return configurationLayout(configuration, in: bounds) }
    return classicLayout(in: bounds)
  }

  /// The content insets, or the default title padding when they are zero.
  private var effectiveContentInsets: EdgeInsets {
    guard contentEdgeInsets == .zero, shownTitle != nil else { return contentEdgeInsets }
    return EdgeInsets(top: Self.defaultTitlePadding, left: 0, bottom: Self.defaultTitlePadding, right: 0)
  }

  /// A line of `text` in `font`: its width and line height rounded up to whole pixels; zero
  /// without text.
  private func textSize(_ text: String?, font: Font) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let measurer = font.resolved(self.measurer)
    return CGSize(
      width: pixelCeiling(measurer.width(of: text, pointSize: font.pointSize)),
      height: pixelCeiling(measurer.lineMetrics(pointSize: font.pointSize).lineHeight))
  }

  /// The title's baselines in a button of its intrinsic size (given or measured).
  var titleBaselines: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let size = effectiveIntrinsicContentSize
    guard let rect = titleRect(in: CGRect(origin: .zero, size: size)) else { return nil }
    let font = displayedTitleFont
    let block = TextBlock(metrics: font.resolved(measurer).lineMetrics(pointSize: font.pointSize), lineCount: 1)
    let top = rect.minY + CGFloat(block.firstBaseline(inBoxOfHeight: Double(rect.height)))
    let bottom = size.height - rect.maxY + CGFloat(block.lastBaselineFromBottom(inBoxOfHeight: Double(rect.height)))
    return (top, bottom)
  }

  // MARK: Classic layout

  private func classicLayout(in bounds: CGRect) -> ButtonContentLayout {
    let content = bounds.insetBy(contentEdgeInsets)
    let imageSize = currentImage?.sanitizedSize ?? .zero
    var titleSize = textSize(shownTitle, font: font)
    let titleRoom = content.width - imageSize.width - titleEdgeInsets.left - titleEdgeInsets.right
    titleSize.width = min(titleSize.width, max(0, titleRoom))
    let left = alignedStart(length: imageSize.width + titleSize.width, in: content.minX, content.width)
    let image = CGRect(
      x: left + (imageEdgeInsets.left - imageEdgeInsets.right) / 2,
      y: alignedTop(height: imageSize.height, in: content) + (imageEdgeInsets.top - imageEdgeInsets.bottom) / 2,
      width: imageSize.width, height: imageSize.height)
    let title = CGRect(
      x: left + imageSize.width + (titleEdgeInsets.left - titleEdgeInsets.right) / 2,
      y: alignedTop(height: titleSize.height, in: content) + (titleEdgeInsets.top - titleEdgeInsets.bottom) / 2,
      width: titleSize.width, height: titleSize.height)
    return ButtonContentLayout(
      title: shownTitle == nil ? nil : title, subtitle: nil, image: currentImage == nil ? nil : image)
  }

  /// Where content `length` wide starts in a span from `minX`, `width` wide, by the horizontal
  /// alignment: centred, or against the left or right edge.
  private func alignedStart(length: CGFloat, in minX: CGFloat, _ width: CGFloat) -> CGFloat {
    switch effectiveContentHorizontalAlignment {
    case .left: minX
    case .right: minX + width - length
    default: minX + (width - length) / 2
    }
  }

  /// Where content `height` tall starts in `rect`, by the vertical alignment.
  private func alignedTop(height: CGFloat, in rect: CGRect) -> CGFloat {
    switch contentVerticalAlignment {
    case .top: rect.minY
    case .bottom: rect.maxY - height
    default: rect.midY - height / 2
    }
  }

  // MARK: Configuration layout

  /// The system font at `style`'s size for the button's content size category.
  func configurationFont(for style: TextStyle) -> Font {
    Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
  }

  /// A configuration's title font: its size's style, or its attributed title's or
  /// transformer's font.
  func configurationTitleFont(_ configuration: Configuration) -> Font {
    Configuration.font(
      configurationFont(for: configuration.buttonSize.titleTextStyle), attributed: configuration.attributedTitle,
      transformer: configuration.titleTextAttributesTransformer)
  }

  /// A configuration's subtitle font, as ``configurationTitleFont(_:)``.
  func configurationSubtitleFont(_ configuration: Configuration) -> Font {
    Configuration.font(
      configurationFont(for: configuration.buttonSize.subtitleTextStyle), attributed: configuration.attributedSubtitle,
      transformer: configuration.subtitleTextAttributesTransformer)
  }

  /// The sizes of a configuration's image (or activity indicator), title and subtitle, and of
  /// the whole content.
  private func configurationParts(_ configuration: Configuration)
    -> (image: CGSize?, title: CGSize?, subtitle: CGSize?, size: CGSize)
  {
    let image = configurationImageSize(configuration)
    let title = shownTitle.map { textSize($0, font: configurationTitleFont(configuration)) }
    let subtitle = configuration.subtitleText.flatMap { $0.isEmpty ? nil : $0 }.map {
      textSize($0, font: configurationSubtitleFont(configuration))
    }
    var block = CGSize.zero
    if let title { block = title }
    if let subtitle {
      block.width = max(block.width, subtitle.width)
      block.height += subtitle.height + (title == nil ? 0 : configuration.titlePadding)
    }
    let hasText = title != nil || subtitle != nil
    guard let image else { return (nil, title, subtitle, block) }
    guard hasText else { return (image, nil, nil, image) }
    let padding = configuration.imagePadding
    let size =
      configuration.placesImageVertically
      ? CGSize(width: max(image.width, block.width), height: image.height + padding + block.height)
      : CGSize(width: image.width + padding + block.width, height: max(image.height, block.height))
    return (image, title, subtitle, size)
  }

  /// The image's place: a 20-point activity indicator, or the image (a symbol sized for the
  /// title's style unless it has a size), at least ``Configuration/imageReservation`` along the
  /// placement's axis.
  private func configurationImageSize(_ configuration: Configuration) -> CGSize? {
    var size: CGSize
    if configuration.showsActivityIndicator {
      size = ActivityIndicatorView.Style.medium.size
    } else if let image = currentImage {
      if image.isSymbolImage {
        let symbol = ImageContent.SymbolConfiguration(textStyle: configuration.buttonSize.titleTextStyle)
          .applying(image.symbolConfiguration).applying(configuration.preferredSymbolConfigurationForImage)
        size = symbol.symbolSize(compatibleWith: traitCollection)
      } else {
        size = image.sanitizedSize
      }
    } else {
      return nil
    }
    if configuration.placesImageVertically {
      size.height = max(size.height, configuration.imageReservation)
    } else {
      size.width = max(size.width, configuration.imageReservation)
    }
    return size
  }

  private func configurationLayout(_ configuration: Configuration, in bounds: CGRect) -> ButtonContentLayout {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let content = bounds.insetBy(configuration.contentInsets.physical(for: effectiveUserInterfaceLayoutDirection))
    let parts = configurationParts(configuration)
    let origin = CGPoint(
      x: alignedStart(length: parts.size.width, in: content.minX, content.width),
      y: alignedTop(height: parts.size.height, in: content))
    let total = CGRect(origin: origin, size: parts.size)
    let blockSize = CGSize(
      width: max(parts.title?.width ?? 0, parts.subtitle?.width ?? 0),
      height: (parts.title?.height ?? 0) + (parts.subtitle?.height ?? 0)
        + (parts.title != nil && parts.subtitle != nil ? configuration.titlePadding : 0))
    var image: CGRect?
    var block = total
    if let size = parts.image {
      let padding = parts.title == nil && parts.subtitle == nil ? 0 : configuration.imagePadding
      let placement = configuration.imagePlacement
      if configuration.placesImageVertically {
        let imageOnTop = placement.contains(.top)
        let imageY = imageOnTop ? total.minY : total.maxY - size.height
        image = CGRect(x: total.midX - size.width / 2, y: imageY, width: size.width, height: size.height)
        let blockY = imageOnTop ? total.minY + size.height + padding : total.minY
        block = CGRect(x: total.midX - blockSize.width / 2, y: blockY, width: blockSize.width, height: blockSize.height)
      } else {
        let imageOnLeft = placement.contains(.trailing) == rightToLeft
        let imageX = imageOnLeft ? total.minX : total.maxX - size.width
        image = CGRect(x: imageX, y: total.midY - size.height / 2, width: size.width, height: size.height)
        let blockX = imageOnLeft ? total.minX + size.width + padding : total.minX
        block = CGRect(x: blockX, y: total.midY - blockSize.height / 2, width: blockSize.width, height: blockSize.height)
      }
    }
    var title: CGRect?
    var subtitle: CGRect?
    var y = block.minY
    if let size = parts.title {
      title = CGRect(x: block.midX - size.width / 2, y: y, width: size.width, height: size.height)
      y += size.height + configuration.titlePadding
    }
    if let size = parts.subtitle {
      subtitle = CGRect(x: block.midX - size.width / 2, y: y, width: size.width, height: size.height)
    }
    return ButtonContentLayout(title: title, subtitle: subtitle, image: image)
  }
}

extension Button.Configuration {
  /// Whether the image goes above or below the title rather than beside it.
  var placesImageVertically: Bool {
    imagePlacement.contains(.top) || imagePlacement.contains(.bottom)
  }
}
