import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout
import Testing

private typealias F = Fixtures

/// macOS elements found in real apps' documents: NSStackView's arranged `<subviews>`, separator
/// boxes, steppers, autoresizing masks in superviews whose y grows upward. Each document is a
/// small hand-written xib; stored frames are zeros where the layout decides, and the expected
/// frames are worked out by hand in AppKit's coordinates (y up from the superview's bottom).
@Suite struct AppKitElementTests {
  /// A xib whose one top-level view is `width` × `height` and holds `body` (subviews and
  /// constraints of the view with id `root`).
  static func xib(width: Int, height: Int, _ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                \(body)
            </customView>
        </objects>
    </document>
    """
  }

  /// A row of four views: `a` 40 × 20, `b` 30 × 10, `c` hidden and `d` with a visibility
  /// priority of 0 (`notVisible`), in a stack that detaches hidden views, writes no spacing
  /// (AppKit's 8) but 12 after `a`, and centres across (`centerY`). The stack is pinned at its
  /// top left only, so it hugs its views.
  static let row = xib(
    width: 300, height: 100,
    """
    <subviews>
        <stackView distribution="fill" orientation="horizontal" alignment="centerY" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="aw"/>
                        <constraint firstAttribute="height" constant="20" id="ah"/>
                    </constraints>
                </customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="bw"/>
                        <constraint firstAttribute="height" constant="10" id="bh"/>
                    </constraints>
                </customView>
                <customView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="cw"/>
                    </constraints>
                </customView>
                <customView translatesAutoresizingMaskIntoConstraints="NO" id="d">
                    <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="dw"/>
                    </constraints>
                </customView>
            </subviews>
            <visibilityPriorities>
                <integer value="1000"/>
                <integer value="1000"/>
                <integer value="1000"/>
                <integer value="0.0"/>
            </visibilityPriorities>
            <customSpacing>
                <real value="12"/>
                <real value="3.4028234663852886e+38"/>
                <real value="3.4028234663852886e+38"/>
                <real value="3.4028234663852886e+38"/>
            </customSpacing>
        </stackView>
    </subviews>
    <constraints>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s2"/>
    </constraints>
    """)

  @Test func aStackViewsSubviewsAreItsArrangedViews() throws {
    let document = try F.read(Self.row, file: "Row.xib")
    // a (40) + 12 (custom spacing) + b (30); c is hidden and d not visible: both detached, so
    // the stack hugs 82 × 20 (its tallest view). Top-down its top is 20: y = 100 − 40 = 60.
    #expect(try F.frame(of: "stack", in: document) == CGRect(x: 20, y: 60, width: 82, height: 20))
    // In the stack (not flipped): a fills its height at x 0; b starts at 40 + 12 = 52 and is
    // centred, 5 from the top and the bottom of the 20-point row.
    #expect(try F.frame(of: "a", in: document) == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(try F.frame(of: "b", in: document) == CGRect(x: 52, y: 5, width: 30, height: 10))
  }

  /// Without `spacing=`, an NSStackView's views are 8 apart (UIStackView's default is 0).
  @Test func aStackWithoutSpacingKeepsAppKitsEight() throws {
    let text = Self.xib(
      width: 100, height: 100,
      """
      <subviews>
          <stackView distribution="fill" orientation="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <subviews>
                  <customView translatesAutoresizingMaskIntoConstraints="NO" id="top">
                      <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="30" id="tw"/>
                          <constraint firstAttribute="height" constant="10" id="th"/>
                      </constraints>
                  </customView>
                  <customView translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                      <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="20" id="bw"/>
                          <constraint firstAttribute="height" constant="10" id="bh"/>
                      </constraints>
                  </customView>
              </subviews>
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
      </constraints>
      """)
    let document = try F.read(text, file: "Column.xib")
    // 10 + 8 + 10 = 28 tall, 30 wide (the wider view): y = 100 − 28 = 72.
    #expect(try F.frame(of: "stack", in: document) == CGRect(x: 0, y: 72, width: 30, height: 28))
    // The first view at the stack's top (y up: 28 − 10 = 18), the second 8 below it, at 0.
    #expect(try F.frame(of: "top", in: document) == CGRect(x: 0, y: 18, width: 30, height: 10))
    #expect(try F.frame(of: "bottom", in: document) == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  /// A separator box is a 1-point line whose frame reaches 2 points beyond it on each side
  /// across it; it has no length of its own. A stepper keeps the size IB stored.
  @Test func separatorsAreLinesAndSteppersKeepTheirStoredSize() throws {
    let text = Self.xib(
      width: 200, height: 100,
      """
      <subviews>
          <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="across">
              <rect key="frame" x="0.0" y="0.0" width="50" height="5"/>
          </box>
          <box horizontalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="down">
              <rect key="frame" x="0.0" y="0.0" width="5" height="50"/>
          </box>
          <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
              <rect key="frame" x="0.0" y="0.0" width="19" height="28"/>
              <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="stepperCell"/>
          </stepper>
      </subviews>
      <constraints>
          <constraint firstItem="across" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a1"/>
          <constraint firstAttribute="trailing" secondItem="across" secondAttribute="trailing" id="a2"/>
          <constraint firstItem="across" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="a3"/>
          <constraint firstItem="down" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" id="d1"/>
          <constraint firstItem="down" firstAttribute="top" secondItem="across" secondAttribute="bottom" id="d2"/>
          <constraint firstAttribute="bottom" secondItem="down" secondAttribute="bottom" id="d3"/>
          <constraint firstItem="stepper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="p1"/>
          <constraint firstItem="stepper" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p2"/>
      </constraints>
      """)
    let document = try F.read(text, file: "Separators.xib")
    // The horizontal line from top-down 10 to 11; its frame from 8 to 13: y = 100 − 13 = 87.
    #expect(try F.frame(of: "across", in: document) == CGRect(x: 0, y: 87, width: 200, height: 5))
    // The vertical line at x 50, from the horizontal line's bottom (11) to the view's bottom;
    // its frame 2 wider each side: x 48, 5 wide, y 0, 89 tall.
    #expect(try F.frame(of: "down", in: document) == CGRect(x: 48, y: 0, width: 5, height: 89))
    // The stepper: 19 × 28 as stored, its top 40 down: y = 100 − 68 = 32.
    #expect(try F.frame(of: "stepper", in: document) == CGRect(x: 100, y: 32, width: 19, height: 28))
  }

  /// A tab view's item views are its panes: placed by the tab view at their stored frames, and
  /// their subviews laid out by their constraints (y up inside the pane).
  @Test func aTabViewsItemViewsArePlacedByTheTabView() throws {
    let text = Self.xib(
      width: 320, height: 220,
      """
      <subviews>
          <tabView initialItem="first" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <font key="font" metaFont="system"/>
              <tabViewItems>
                  <tabViewItem label="First" identifier="" id="first">
                      <view key="view" id="pane">
                          <rect key="frame" x="10" y="33" width="280" height="154"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <customView translatesAutoresizingMaskIntoConstraints="NO" id="inside">
                                  <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="50" id="iw"/>
                                      <constraint firstAttribute="height" constant="30" id="ih"/>
                                  </constraints>
                              </customView>
                          </subviews>
                          <constraints>
                              <constraint firstItem="inside" firstAttribute="leading" secondItem="pane" secondAttribute="leading" constant="20" id="i1"/>
                              <constraint firstItem="inside" firstAttribute="top" secondItem="pane" secondAttribute="top" constant="20" id="i2"/>
                          </constraints>
                      </view>
                  </tabViewItem>
              </tabViewItems>
          </tabView>
      </subviews>
      <constraints>
          <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="t1"/>
          <constraint firstItem="tabs" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t2"/>
          <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" constant="10" id="t3"/>
          <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" constant="10" id="t4"/>
      </constraints>
      """)
    let document = try F.read(text, file: "Tabs.xib")
    // 10 in from each edge of the 320 × 220 view.
    #expect(try F.frame(of: "tabs", in: document) == CGRect(x: 10, y: 10, width: 300, height: 200))
    // The pane as stored; inside it, 20 from its left and top: y = 154 − 20 − 30 = 104.
    #expect(try F.frame(of: "pane", in: document) == CGRect(x: 10, y: 33, width: 280, height: 154))
    #expect(try F.frame(of: "inside", in: document) == CGRect(x: 20, y: 104, width: 50, height: 30))
  }
}
