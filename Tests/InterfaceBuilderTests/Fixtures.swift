import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing

/// Small Interface Builder documents written for the tests (the shared corpus is read where it
/// is, never copied).
enum Fixtures {
  /// A storyboard of one scene: a view controller whose 375 × 667 view (`root`, safe area
  /// `safe`) holds `subviews` and `constraints`, on an iPhone 8 in portrait, saved by Xcode 10
  /// (tools version 14490: the status bar is in the safe area, 20 points).
  static func storyboard(
    subviews: String, constraints: String = "", rootExtra: String = "", controllerExtra: String = "",
    device: String? = "retina4_7", tools: String = "14490.70", resources: String = ""
  ) -> String {
    let deviceLine = device.map { "<device id=\"\($0)\" orientation=\"portrait\"><adaptation id=\"fullscreen\"/></device>" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
          \(deviceLine)
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController storyboardIdentifier="Form" id="vc" customClass="FormViewController" sceneMemberID="viewController">
                          \(controllerExtra)
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
                              <constraints>
      \(constraints)
                              </constraints>
                              \(rootExtra)
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
          </scenes>
          \(resources)
      </document>
      """
  }

  /// A plain view `id` at `frame` (x, y, width, height) that does not translate its mask.
  static func view(_ id: String, _ frame: (Double, Double, Double, Double), attributes: String = "", body: String = "") -> String {
    """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
                                      <rect key="frame" x="\(number(frame.0))" y="\(number(frame.1))" width="\(number(frame.2))" height="\(number(frame.3))"/>
                                      \(body)
                                  </view>
    """
  }

  /// A number as IB writes it: `0.0` for zero, whole numbers bare.
  static func number(_ value: Double) -> String {
    value == 0 ? "0.0" : value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `<constraint>` with the given attributes.
  static func constraint(_ attributes: String) -> String {
    "                                <constraint \(attributes)/>"
  }

  /// A red box pinned 16 from the safe area's top-left, 100 × 50: fully constrained.
  static let pinnedBox = storyboard(
    subviews: view("box", (16, 36, 100, 50)),
    constraints: [
      constraint(#"firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="c-top""#),
      constraint(#"firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-leading""#),
      constraint(#"firstItem="box" firstAttribute="width" constant="100" id="c-width""#),
      constraint(#"firstItem="box" firstAttribute="height" constant="50" id="c-height""#),
    ].joined(separator: "\n"))

  static func read(_ text: String, file: String = "test.storyboard", for options: LayoutOptions = LayoutOptions()) throws
    -> InterfaceBuilderDocument
  {
    try InterfaceBuilderReader.read(Data(text.utf8), file: file, for: options)
  }

  /// The solved frame of `id` in the document's first scene.
  static func frame(of id: String, in document: InterfaceBuilderDocument, options: LayoutOptions = LayoutOptions()) throws
    -> CGRect?
  {
    let scene = try #require(document.scenes.first)
    let layout = try InterfaceBuilderSceneLayout(scene, options: options)
    return scene.views.first { $0.id == id }.flatMap(layout.frame(of:))
  }
}
