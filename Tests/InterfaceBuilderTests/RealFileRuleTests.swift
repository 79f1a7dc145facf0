import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout
import Testing

// Rules found by running the reader on real apps' storyboards and xibs (SwiftMessages, Hero,
// IQKeyboardManager, XLPagerTabStrip, Charts, Kingfisher, JTAppleCalendar, …), each checked on a
// small document written here with frames derived by hand.

private typealias F = Fixtures

/// A box pinned 16 below the safe area's top, 16 from the root's leading edge, 10 × 10.
private let boxConstraints = [
  F.constraint(#"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="t""#),
  F.constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l""#),
  F.constraint(#"firstItem="box" firstAttribute="width" constant="10" id="w""#),
  F.constraint(#"firstItem="box" firstAttribute="height" constant="10" id="h""#),
].joined(separator: "\n")

@Suite struct RealFileRuleTests {
  @Test func variationsForOtherIdiomsDoNotApplyToPhones() throws {
    // IQKeyboardManager: a stepper excluded on the Mac only was dropped on the iPhone.
    let text = F.storyboard(
      subviews: F.view("box", (16, 36, 10, 10)), constraints: boxConstraints,
      rootExtra: #"<variation key="userInterfaceIdiom=mac"><mask key="subviews"><exclude reference="box"/></mask></variation>"#)
    let document = try F.read(text)
    #expect(try F.frame(of: "box", in: document) == CGRect(x: 16, y: 36, width: 10, height: 10))
    #expect(InterfaceBuilderLint.findings(document).isEmpty)
  }

  @Test func fixedFrameViewsKeepTheirFrame() throws {
    // Hero, Flix: views IB lets keep their frame (fixedFrame="YES", no constraints).
    let text = F.storyboard(subviews: F.view("free", (30, 40, 50, 60), attributes: #"fixedFrame="YES""#))
    let document = try F.read(text)
    #expect(try F.frame(of: "free", in: document) == CGRect(x: 30, y: 40, width: 50, height: 60))
    #expect(InterfaceBuilderLint.findings(document).isEmpty)
  }

  @Test func collectionCellsHaveTheirContentView() throws {
    let collection = """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                                            <rect key="frame" x="10" y="10" width="100" height="100"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
      """
    let document = try F.read(F.storyboard(subviews: collection))
    #expect(document.warnings.isEmpty)
    #expect(try F.frame(of: "content", in: document) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(try F.frame(of: "cell", in: document) == CGRect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test func aNavigationItemImpliesANavigationBar() throws {
    let text = F.storyboard(
      subviews: F.view("box", (16, 80, 10, 10)), constraints: boxConstraints,
      controllerExtra: #"<navigationItem key="navigationItem" title="Settings" id="item"/>"#)
    // Status bar 20 + navigation bar 44 + 16.
    #expect(try F.frame(of: "box", in: F.read(text))?.minY == 80)
  }

  @Test func opaqueBarsKeepTheViewOutFromUnderThem() throws {
    // XLPagerTabStrip: a navigation controller whose bar is not translucent; its root
    // controller's view starts below the bar, so neither the bar nor the status bar is in its
    // safe area.
    let scene = F.storyboard(subviews: F.view("box", (16, 16, 10, 10)), constraints: boxConstraints)
      .replacingOccurrences(of: #"height="667"/>"#, with: #"height="603"/>"#)
    let navigation = """
              <scene sceneID="nav-scene">
                  <objects>
                      <navigationController id="nav" sceneMemberID="viewController">
                          <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                              <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
          </scenes>
      """
    let text = scene.replacingOccurrences(of: "    </scenes>", with: navigation)
    #expect(text.contains("nav-scene"))
    let document = try F.read(text)
    #expect(try F.frame(of: "box", in: document)?.minY == 16)
    // A translucent bar keeps both (status bar 20 + navigation bar 44 + 16).
    let translucent = try F.read(text.replacingOccurrences(of: #" translucent="NO""#, with: ""))
    #expect(try F.frame(of: "box", in: translucent)?.minY == 80)
  }

  @Test func aXibsTopLevelViewIsSimulatedOnItsDevice() throws {
    // SwiftMessages' CardView: the top-level view of a xib made for a device has the device's
    // safe area and a controller's margins.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="card">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                  <subviews>
      \(F.view("box", (16, 20, 10, 10)))
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="t"/>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="l"/>
                      <constraint firstItem="box" firstAttribute="width" constant="10" id="w"/>
                      <constraint firstItem="box" firstAttribute="height" constant="10" id="h"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let document = try F.read(text, file: "Card.xib")
    #expect(document.scenes.first?.id == "card")
    // The status bar's 20 above; the system's 16 at the side of a 375-point phone.
    #expect(try F.frame(of: "box", in: document) == CGRect(x: 16, y: 20, width: 10, height: 10))
  }

  @Test func slidersReachPastTheirTrack() throws {
    let text = F.storyboard(
      subviews: """
                                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                                    <rect key="frame" x="18" y="100" width="204" height="31"/>
                                </slider>
        """,
      constraints: [
        F.constraint(#"firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a""#),
        F.constraint(#"firstItem="slider" firstAttribute="width" constant="200" id="b""#),
        F.constraint(#"firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c""#),
      ].joined(separator: "\n"))
    // Charts: the 200-point track 20 from the edge; the frame 2 wider at each end, 1 below.
    #expect(try F.frame(of: "slider", in: F.read(text)) == CGRect(x: 18, y: 100, width: 204, height: 31))
  }

  @Test func xcodeVersionsAndDevices() throws {
    // Xcode 12 and later show the status bar again on home-button phones (Kingfisher).
    let xcode15 = F.pinnedBox.replacingOccurrences(of: #"toolsVersion="14490.70""#, with: #"toolsVersion="23727""#)
    #expect(try F.frame(of: "box", in: F.read(xcode15))?.minY == 36)
    // Xcode 12's id for the iPhone 12's screen.
    let phone12 = F.pinnedBox.replacingOccurrences(of: #"id="retina4_7""#, with: #"id="retina6_0""#)
    #expect(try F.read(phone12).device?.device?.windowSize(.portrait) == CGSize(width: 390, height: 844))
    // iOS 26's switch, as Xcode 26 stores it.
    let switchView = #"<switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="0" y="0" width="63" height="28"/></switch>"#
    let constraints = [
      F.constraint(#"firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" id="a""#),
      F.constraint(#"firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b""#),
    ].joined(separator: "\n")
    let xcode26 = F.storyboard(subviews: switchView, constraints: constraints, tools: "24127")
    #expect(try F.frame(of: "toggle", in: F.read(xcode26)) == CGRect(x: 0, y: 0, width: 63, height: 28))
  }

  @Test func tvAndWatchDocumentsAreNamedForWhatTheyAre() throws {
    let tv = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" targetRuntime="AppleTV"><scenes/></document>"#
    #expect(try F.read(tv).platform == .tvOS)
    let watch = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit"><scenes/></document>"#
    #expect(try F.read(watch).platform == .watchOS)
    #expect(InterfaceBuilderDocument.Platform.watchOS.notLaidOut?.contains("WatchKit") == true)
    #expect(InterfaceBuilderDocument.Platform.iOS.notLaidOut == nil)
    #expect(InterfaceBuilderDocument.Platform.macOS.notLaidOut == nil)
  }
}
