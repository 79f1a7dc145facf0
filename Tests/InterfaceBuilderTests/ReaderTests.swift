import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout
import Testing
import TextMeasurement

// Reading Interface Builder documents: each element kind, constraint form and scene setting,
// checked by laying the scene out and comparing frames derived by hand.

private typealias F = Fixtures

/// The 1-based line of the first line of `text` containing `needle`.
func line(of needle: String, in text: String) -> Int? {
  text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
}

@Suite struct ReaderTests {
  @Test func readsTheSceneTheDeviceAndTheController() throws {
    let document = try F.read(F.pinnedBox)
    #expect(document.kind == .storyboard)
    #expect(document.platform == .iOS)
    #expect(document.device?.id == "retina4_7")
    #expect(document.device?.device?.name == "iPhone 8")
    let scene = try #require(document.scenes.first)
    #expect(document.scenes.count == 1)
    #expect(scene.id == "scene-1")
    #expect(scene.storyboardIdentifier == "Form")
    #expect(scene.controllerClass == "FormViewController")
    #expect(scene.matches("Form") && scene.matches("FormViewController") && scene.matches("scene-1"))
    #expect(scene.views.map(\.id) == ["root", "box"])
    let box = try #require(scene.views.last)
    #expect(box.superview == "root")
    #expect(box.storedFrame == CGRect(x: 16, y: 36, width: 100, height: 50))
    #expect(box.location.line == line(of: #"id="box""#, in: F.pinnedBox))
    #expect(scene.document.constraints.count == 4)
  }

  @Test func aConstrainedViewTakesItsSolvedFrame() throws {
    // Safe area 20 below the top on an iPhone 8 saved by Xcode 10; 16 below that.
    #expect(try F.frame(of: "box", in: F.read(F.pinnedBox)) == CGRect(x: 16, y: 36, width: 100, height: 50))
  }

  @Test func anOmittedFirstItemIsTheOwnerAndMultipliersMayBeRatios() throws {
    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="a""#),
        F.constraint(#"firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="3:4" id="b""#),
        F.constraint(#"firstItem="box" firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="1/2" id="c""#),
        F.constraint(#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="d""#),
      ].joined(separator: "\n"))
    // width 375 × 3/4 = 281.25, height half of it (140.625), trailing 20 from the root's:
    // x = 73.75. On the 2x pixel grid: x 74, right edge 355, bottom 140.5.
    let frame = try #require(try F.frame(of: "box", in: F.read(text)))
    #expect(frame == CGRect(x: 74, y: 0, width: 281, height: 140.5))
  }

  @Test func relationsAndPrioritiesAndPlaceholders() throws {
    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstItem="box" firstAttribute="width" relation="greaterThanOrEqual" constant="300" id="a""#),
        F.constraint(#"firstItem="box" firstAttribute="width" constant="100" priority="750" id="b""#),
        // Removed at build time, as Xcode does: it would conflict.
        F.constraint(#"firstItem="box" firstAttribute="height" constant="10" placeholder="YES" id="p""#),
        F.constraint(#"firstItem="box" firstAttribute="height" constant="40" id="c""#),
        F.constraint(#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="d""#),
        F.constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="e""#),
      ].joined(separator: "\n"))
    let document = try F.read(text)
    #expect(document.scenes[0].constraintIDs == ["a", "b", "c", "d", "e"])
    #expect(try F.frame(of: "box", in: document) == CGRect(x: 0, y: 0, width: 300, height: 40))
  }

  @Test func standardSpacingIsTwentyToTheSuperviewAndEightOtherwise() throws {
    // IB writes a number beside symbolic="YES"; the standard value wins.
    let text = F.storyboard(
      subviews: F.view("a", (0, 0, 10, 10)) + F.view("b", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="99" symbolic="YES" id="1""#),
        F.constraint(#"firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="99" symbolic="YES" id="2""#),
        F.constraint(#"firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="99" symbolic="YES" id="3""#),
        F.constraint(#"firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="4""#),
        F.constraint(#"firstItem="a" firstAttribute="width" constant="50" id="5""#),
        F.constraint(#"firstItem="a" firstAttribute="height" constant="50" id="6""#),
        F.constraint(#"firstItem="b" firstAttribute="width" constant="50" id="7""#),
        F.constraint(#"firstItem="b" firstAttribute="height" constant="50" id="8""#),
      ].joined(separator: "\n"))
    let document = try F.read(text)
    #expect(try F.frame(of: "a", in: document) == CGRect(x: 20, y: 28, width: 50, height: 50))
    #expect(try F.frame(of: "b", in: document) == CGRect(x: 78, y: 28, width: 50, height: 50))
  }

  @Test func xcode11ScenesOnHomeButtonPhonesHaveNoStatusBar() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"toolsVersion="14490.70""#, with: #"toolsVersion="15505""#)
    #expect(try F.frame(of: "box", in: F.read(text))?.minY == 16)
  }

  @Test func barsTakeRoomFromTheSafeArea() throws {
    let top = F.pinnedBox.replacingOccurrences(
      of: #"<view key="view""#,
      with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><view key="view""#)
    // Status bar 20 + navigation bar 44 + 16.
    #expect(try F.frame(of: "box", in: F.read(top))?.minY == 80)

    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="a""#),
        F.constraint(#"firstItem="box" firstAttribute="height" constant="10" id="b""#),
        F.constraint(#"firstItem="box" firstAttribute="width" constant="10" id="c""#),
        F.constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d""#),
      ].joined(separator: "\n"),
      controllerExtra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
    // A tab bar of 49 above the bottom of a home-button phone: 667 − 49 − 10.
    #expect(try F.frame(of: "box", in: F.read(text))?.minY == 608)
  }

  @Test func legacyTopAndBottomLayoutGuides() throws {
    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstItem="box" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="8" id="a""#),
        F.constraint(#"firstItem="bottom-guide" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="b""#),
        F.constraint(#"firstItem="box" firstAttribute="width" constant="10" id="c""#),
        F.constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d""#),
      ].joined(separator: "\n"),
      controllerExtra: """
        <layoutGuides><viewControllerLayoutGuide type="top" id="top-guide"/><viewControllerLayoutGuide type="bottom" id="bottom-guide"/></layoutGuides>
        """)
    // The top guide ends under the status bar (20), the bottom one starts at the screen's bottom.
    #expect(try F.frame(of: "box", in: F.read(text)) == CGRect(x: 0, y: 28, width: 10, height: 631))
  }

  @Test func textViewsTakeTheSizeInterfaceBuilderStored() throws {
    // IB measured "Hello" in San Francisco: 120 × 21 here, whatever our font measures.
    let label = """
                                  <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title" horizontalHuggingPriority="251" verticalHuggingPriority="251">
                                      <rect key="frame" x="16" y="36" width="120" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
      """
    let text = F.storyboard(
      subviews: label,
      constraints: [
        F.constraint(#"firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="a""#),
        F.constraint(#"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="b""#),
      ].joined(separator: "\n"))
    let document = try F.read(text)
    let spec = try #require(document.scenes[0].document.allViews.first { $0.id == "title" })
    #expect(spec.kind == .label)
    #expect(spec.text == "Hello")
    #expect(spec.font?.size == 17)
    #expect(document.scenes[0].views.first { $0.id == "title" }?.showsText == true)
    #expect(try F.frame(of: "title", in: document) == CGRect(x: 16, y: 36, width: 120, height: 21))
  }

  @Test func stackViewsArrangeTheirSubviews() throws {
    let stack = """
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                      <rect key="frame" x="0" y="0" width="100" height="210"/>
                                      <subviews>
      \(F.view("one", (0, 0, 100, 100)))
      \(F.view("two", (0, 110, 100, 100)))
                                      </subviews>
                                  </stackView>
      """
    let text = F.storyboard(
      subviews: stack,
      constraints: [
        // Below the status bar, so that the safe area adds nothing to the stack's margins.
        F.constraint(#"firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a""#),
        F.constraint(#"firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b""#),
        F.constraint(#"firstItem="stack" firstAttribute="width" constant="100" id="c""#),
        F.constraint(#"firstItem="stack" firstAttribute="height" constant="210" id="d""#),
      ].joined(separator: "\n"))
    let document = try F.read(text)
    let spec = try #require(document.scenes[0].document.allViews.first { $0.id == "stack" })
    #expect(spec.kind == .stack)
    #expect(spec.arrangedSubviews.map(\.id) == ["one", "two"])
    #expect(try F.frame(of: "two", in: document) == CGRect(x: 0, y: 110, width: 100, height: 100))

    // Standard spacing (8), and margins of its own: the views are arranged inside them.
    let margined = text.replacingOccurrences(of: #"spacing="10""#, with: #"spacingType="standard""#)
      .replacingOccurrences(of: "</stackView>", with: #"<edgeInsets key="layoutMargins" top="5" left="5" bottom="5" right="5"/></stackView>"#)
    #expect(margined.contains("edgeInsets"))
    let inset = try F.read(margined)
    // (210 − 5 − 5 − 8) / 2 = 96 each.
    let one = try F.frame(of: "one", in: inset)
    #expect(one == CGRect(x: 5, y: 5, width: 90, height: 96), "\(String(describing: one))")
    #expect(try F.frame(of: "two", in: inset) == CGRect(x: 5, y: 109, width: 90, height: 96))
  }

  @Test func sizeClassMasksInstallConstraintsPerSizeClass() throws {
    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: [
        F.constraint(#"firstItem="box" firstAttribute="width" constant="100" id="wide""#),
        F.constraint(#"firstItem="box" firstAttribute="width" constant="50" id="narrow""#),
        F.constraint(#"firstItem="box" firstAttribute="height" constant="10" id="h""#),
        F.constraint(#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t""#),
        F.constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l""#),
      ].joined(separator: "\n"),
      rootExtra: """
        <variation key="default"><mask key="constraints"><exclude reference="narrow"/></mask></variation>
        <variation key="heightClass=compact"><mask key="constraints"><exclude reference="wide"/><include reference="narrow"/></mask></variation>
        """)
    let document = try F.read(text)
    let narrow = try #require(document.scenes[0].document.constraints.first { $0.id == "narrow" })
    let wide = try #require(document.scenes[0].document.constraints.first { $0.id == "wide" })
    for width in DocumentTraits.SizeClass.allCases {
      for height in DocumentTraits.SizeClass.allCases {
        let traits = DocumentTraits(horizontalSizeClass: width, verticalSizeClass: height)
        #expect(narrow.condition.installs(under: traits) == (height == .compact))
        #expect(wide.condition.installs(under: traits) == (height == .regular))
      }
    }
    #expect(try F.frame(of: "box", in: document)?.width == 100)
    var compact = LayoutOptions()
    compact.traits.verticalSizeClass = .compact
    #expect(try F.frame(of: "box", in: document, options: compact)?.width == 50)
  }

  @Test func attributeVariationsFollowTheSizeClassesRead() throws {
    let stack = """
                                  <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                      <rect key="frame" x="0" y="0" width="100" height="100"/>
                                      <variation key="widthClass=compact" axis="vertical"/>
                                  </stackView>
      """
    let text = F.storyboard(subviews: stack)
    // iPhone 8 portrait is compact width: vertical. Read for regular width: horizontal.
    let phone = try #require(try F.read(text).scenes[0].document.allViews.first { $0.id == "stack" }?.stack)
    #expect("\(phone.axis.map { "\($0)" } ?? "nil")" == "vertical")
    var options = LayoutOptions()
    options.traits.horizontalSizeClass = .regular
    let regular = try F.read(text, for: options)
    let wide = try #require(regular.scenes[0].document.allViews.first { $0.id == "stack" }?.stack)
    #expect("\(wide.axis.map { "\($0)" } ?? "nil")" == "horizontal")
  }

  @Test func cellsArePlacedByTheirTableAndTheirContentIsLaidOut() throws {
    let table = """
                                  <tableView clipsSubviews="YES" contentMode="scaleToFill" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                      <prototypes>
                                          <tableViewCell contentMode="scaleToFill" id="cell">
                                              <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                                                  <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
      \(F.view("dot", (0, 0, 10, 10)))
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="x"/>
                                                      <constraint firstItem="dot" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="y"/>
                                                      <constraint firstItem="dot" firstAttribute="width" constant="10" id="w"/>
                                                      <constraint firstItem="dot" firstAttribute="height" constant="10" id="h"/>
                                                  </constraints>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </prototypes>
                                  </tableView>
      """
    let text = F.storyboard(
      subviews: table,
      constraints: [
        F.constraint(#"firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="a""#),
        F.constraint(#"firstItem="table" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="b""#),
        F.constraint(#"firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c""#),
        F.constraint(#"firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="d""#),
      ].joined(separator: "\n"))
    let document = try F.read(text)
    let cell = try #require(document.scenes[0].views.first { $0.id == "cell" })
    #expect(cell.isPlacedByContainer)
    #expect(try F.frame(of: "cell", in: document) == CGRect(x: 0, y: 28, width: 375, height: 44))
    // A cell's content margins: 11 above and below, the table's 16 at the sides on a 375-point phone.
    #expect(try F.frame(of: "dot", in: document) == CGRect(x: 16, y: 11, width: 10, height: 10))
  }

  @Test func switchesAndImagesHaveUIKitsSizes() throws {
    let text = F.storyboard(
      subviews: """
                                  <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                      <rect key="frame" x="0" y="0" width="51" height="31"/>
                                  </switch>
                                  <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Star" translatesAutoresizingMaskIntoConstraints="NO" id="star">
                                      <rect key="frame" x="0" y="0" width="1" height="1"/>
                                  </imageView>
        """,
      constraints: [
        F.constraint(#"firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="a""#),
        F.constraint(#"firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b""#),
        F.constraint(#"firstItem="star" firstAttribute="top" secondItem="root" secondAttribute="top" id="c""#),
        F.constraint(#"firstItem="star" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d""#),
      ].joined(separator: "\n"),
      resources: #"<resources><image name="Star" width="24" height="30"/></resources>"#)
    let document = try F.read(text)
    // The switch's 49-point alignment rectangle ends 16 from the edge; its frame is 2 wider.
    #expect(try F.frame(of: "toggle", in: document) == CGRect(x: 310, y: 100, width: 51, height: 31))
    #expect(try F.frame(of: "star", in: document) == CGRect(x: 0, y: 0, width: 24, height: 30))
  }

  @Test func unknownElementsAreViewsAtTheirStoredFrameWithAWarning() throws {
    let text = F.storyboard(
      subviews: """
                                  <fancyWidget id="w1">
                                      <rect key="frame" x="10" y="20" width="30" height="40"/>
                                  </fancyWidget>
        """)
    let document = try F.read(text)
    #expect(document.warnings.count == 1)
    #expect(document.warnings.first?.location.line == line(of: "<fancyWidget", in: text))
    #expect(document.warnings.first?.message.contains("fancyWidget") == true)
    #expect(try F.frame(of: "w1", in: document) == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func appKitDocumentsAreMacOS() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="MacOSX.Cocoa">
          <objects><customView id="c1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></customView></objects>
      </document>
      """
    let document = try F.read(text, file: "mac.xib")
    #expect(document.platform == .macOS)
    #expect(document.kind == .xib)
    #expect(document.scenes.map(\.id) == ["c1"])
  }
}

@Suite struct TextMetricsTests {
  /// A label IB stored at 200 × 40, much larger than "Hi" in any font.
  static let text = Fixtures.storyboard(
    subviews: """
                                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="36" width="200" height="40"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
      """,
    constraints: [
      Fixtures.constraint(#"firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="a""#),
      Fixtures.constraint(#"firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="b""#),
    ].joined(separator: "\n"))

  func size(_ options: LayoutOptions, _ metrics: InterfaceBuilderSceneLayout.TextMetrics = .stored) throws -> CGSize? {
    let scene = try #require(try Fixtures.read(Self.text).scenes.first)
    let layout = try InterfaceBuilderSceneLayout(scene, options: options, textMetrics: metrics)
    return scene.views.first { $0.id == "title" }.flatMap(layout.frame(of:))?.size
  }

  @Test func theDesignKeepsTheStoredSizeAndMeasuredMetricsDoNot() throws {
    #expect(try size(LayoutOptions()) == CGSize(width: 200, height: 40))
    let measured = try #require(try size(LayoutOptions(), .measured))
    #expect(measured.width < 100 && measured.height < 30)
  }

  @Test func largerTextScalesTheStoredSize() throws {
    var larger = LayoutOptions()
    larger.traits.contentSizeCategory = "accessibilityExtraExtraExtraLarge"
    let scaled = try #require(try size(larger))
    #expect(scaled.width > 300 && scaled.height > 60)
    // Stored × (our font there ÷ our font here), "Hi" in the body style at Large (17) and at
    // AX XXXL, measured with the font file directly; labels round up to the pixel, hence 5 %.
    let font = try #require(FontTextMeasurer.system())
    let (large, huge) = (Double(TextStyle.body.pointSize(for: .large)), Double(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge)))
    let widthRatio = font.width(of: "Hi", pointSize: huge) / font.width(of: "Hi", pointSize: large)
    let heightRatio = font.lineMetrics(pointSize: huge).lineHeight / font.lineMetrics(pointSize: large).lineHeight
    #expect(abs(Double(scaled.width) / (200 * widthRatio) - 1) < 0.05, "\(scaled.width) vs \(200 * widthRatio)")
    #expect(abs(Double(scaled.height) / (40 * heightRatio) - 1) < 0.05, "\(scaled.height) vs \(40 * heightRatio)")
  }
}

@Suite struct ElementKindTests {
  /// One element of each kind, at a stored frame, without constraints (placed by their masks).
  static let text = Fixtures.storyboard(
    subviews: [
      ("label", #"text="L""#), ("button", ""), ("textField", ""), ("textView", ""), ("imageView", ""), ("switch", ""),
      ("slider", ""), ("segmentedControl", ""), ("stepper", ""), ("progressView", ""), ("activityIndicatorView", ""),
      ("pageControl", ""), ("searchBar", ""), ("navigationBar", ""), ("toolbar", ""), ("tabBar", ""),
      ("visualEffectView", ""), ("containerView", ""), ("scrollView", ""), ("stackView", ""), ("tableView", ""),
      ("collectionView", ""), ("datePicker", ""), ("mapView", ""),
    ].enumerated().map { index, element in
      """
                                <\(element.0) \(element.1) id="e-\(element.0)" customClass="\(index == 0 ? "FancyLabel" : "")">
                                    <rect key="frame" x="0.0" y="\(index * 20)" width="100" height="10"/>
                                </\(element.0)>
      """
    }.joined(separator: "\n").replacingOccurrences(of: #" customClass="""#, with: ""))

  @Test func everyElementIsItsUIKitClassAndKind() throws {
    let document = try Fixtures.read(Self.text)
    #expect(document.warnings.isEmpty, "\(document.warnings)")
    let scene = try #require(document.scenes.first)
    let classes = Dictionary(scene.views.map { ($0.id, $0.className) }, uniquingKeysWith: { a, _ in a })
    #expect(classes["e-label"] == "FancyLabel")
    #expect(classes["e-segmentedControl"] == "UISegmentedControl")
    #expect(classes["e-activityIndicatorView"] == "UIActivityIndicatorView")
    #expect(classes["e-switch"] == "UISwitch")
    #expect(classes["e-mapView"] == "MKMapView")
    #expect(classes["e-containerView"] == "UIView")
    let kinds = Dictionary(scene.document.allViews.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
    let expected: [String: ViewSpec.Kind] = [
      "e-label": .label, "e-button": .button, "e-textField": .textField, "e-textView": .textView,
      "e-imageView": .imageView, "e-switch": .switch, "e-slider": .slider, "e-segmentedControl": .segmentedControl,
      "e-stepper": .stepper, "e-progressView": .progressView, "e-activityIndicatorView": .activityIndicator,
      "e-stackView": .stack, "e-scrollView": .scroll, "e-tableView": .scroll, "e-collectionView": .scroll,
      "e-navigationBar": .view, "e-visualEffectView": .view, "e-pageControl": .view,
    ]
    for (id, kind) in expected { #expect(kinds[id] == kind, "\(id)") }
    // Bars have UIKit's heights as their content size; pickers their wheels' size.
    let sizes = Dictionary(scene.document.allViews.map { ($0.id, $0.intrinsicSize) }, uniquingKeysWith: { a, _ in a })
    #expect(sizes["e-navigationBar"]??.height == 44)
    #expect(sizes["e-toolbar"]??.height == 44)
    #expect(sizes["e-tabBar"]??.height == 49)
    #expect(sizes["e-searchBar"]??.height == 56)
    #expect(sizes["e-datePicker"] == .some(IntrinsicSizeSpec(width: 320, height: 216)))
    // Translating their masks (IB's default), each stays at its stored frame.
    #expect(try Fixtures.frame(of: "e-tabBar", in: document) == CGRect(x: 0, y: 300, width: 100, height: 10))
  }
}

@Suite struct FontTests {
  @Test func aNamedFontIsItsFamilyAndAMissingOneIsReported() throws {
    let text = Fixtures.storyboard(
      subviews: """
                                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                                    <rect key="frame" x="0.0" y="0.0" width="20" height="21"/>
                                    <fontDescription key="fontDescription" name="NoSuchFace-Bold" family="No Such Face" pointSize="19"/>
                                </label>
                                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="dejavu">
                                    <rect key="frame" x="0.0" y="30" width="20" height="21"/>
                                    <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="12"/>
                                </label>
        """)
    let document = try Fixtures.read(text)
    let fonts = Dictionary(document.scenes[0].document.allViews.map { ($0.id, $0.font) }, uniquingKeysWith: { a, _ in a })
    #expect(fonts["custom"]??.family == "No Such Face")
    #expect(fonts["custom"]??.size == 19)
    #expect(fonts["dejavu"]??.family == "DejaVu Sans")
    #expect(document.warnings.map(\.kind) == [.fontFallback])
    #expect(document.warnings.first?.message.contains("'No Such Face' is not installed") == true)
    #expect(document.warnings.first?.location.line == line(of: "NoSuchFace-Bold", in: text))
    #expect(InterfaceBuilderLint.findings(document).contains { $0.kind == .fontFallback })
  }
}
