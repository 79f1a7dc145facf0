import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout
import Testing

private typealias F = Fixtures

/// macOS documents: AppKit's coordinates (y up unless flipped), controls' alignment rectangles.
@Suite struct AppKitDocumentTests {
  /// A 480 × 200 window content view (y grows upward) with a box, a label, a push button, a bar
  /// progress indicator and a flipped view holding one subview. Stored frames are zeros where
  /// the layout decides: the expected values below are worked out by hand from the constraints.
  static let window = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
        <objects>
            <window title="Test" id="w">
                <rect key="contentRect" x="100" y="100" width="480" height="200"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        </customView>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="16"/>
                            <textFieldCell key="cell" title="Name:" id="labelCell">
                                <font key="font" metaFont="systemBold"/>
                            </textFieldCell>
                        </textField>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="okCell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <progressIndicator maxValue="100" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="20"/>
                        </progressIndicator>
                        <customView flipped="YES" translatesAutoresizingMaskIntoConstraints="NO" id="flip">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="flip" secondAttribute="top" constant="5" id="c10"/>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="flip" secondAttribute="leading" constant="5" id="c11"/>
                                <constraint firstItem="inner" firstAttribute="width" constant="10" id="c12"/>
                                <constraint firstItem="inner" firstAttribute="height" constant="10" id="c13"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="box" secondAttribute="trailing" constant="8" id="c5"/>
                        <constraint firstItem="label" firstAttribute="top" secondItem="box" secondAttribute="top" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="c7"/>
                        <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="c8"/>
                        <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c14"/>
                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c15"/>
                        <constraint firstItem="bar" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="10" id="c16"/>
                        <constraint firstItem="flip" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="300" id="c17"/>
                        <constraint firstItem="flip" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c18"/>
                        <constraint firstItem="flip" firstAttribute="width" constant="100" id="c19"/>
                        <constraint firstItem="flip" firstAttribute="height" constant="60" id="c20"/>
                    </constraints>
                </view>
            </window>
        </objects>
    </document>
    """

  @Test func framesAreStoredWithYGrowingUpward() throws {
    let document = try F.read(Self.window, file: "Window.xib")
    #expect(document.scenes.map(\.id) == ["w"])
    // The window's content view is the root, at its stored frame.
    #expect(try F.frame(of: "content", in: document) == CGRect(x: 0, y: 0, width: 480, height: 200))
    // 20 from the top of a 200-point view, 50 tall: its bottom edge is 200 − 70 = 130 up.
    #expect(try F.frame(of: "box", in: document) == CGRect(x: 20, y: 130, width: 100, height: 50))
    // A flipped view's subviews are stored top-down: 5 from its top is y = 5.
    #expect(try F.frame(of: "flip", in: document) == CGRect(x: 300, y: 120, width: 100, height: 60))
    #expect(try F.frame(of: "inner", in: document) == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  @Test func controlsAreAlignedByTheirAlignmentRectangles() throws {
    let document = try F.read(Self.window, file: "Window.xib")
    // A text field's text starts 2 points inside its frame: leading 20 + 100 + 8 = 128 is
    // the text, the frame starts at 126; its top is the box's, 20 down: y = 200 − 36 = 164.
    #expect(try F.frame(of: "label", in: document) == CGRect(x: 126, y: 164, width: 60, height: 16))
    // A push button's frame is 7 wider each side and 7 below its bezel: the bezel's trailing edge
    // at 460 puts the frame's at 467 (x = 387); its bottom 20 up puts the frame's 13 up.
    #expect(try F.frame(of: "ok", in: document) == CGRect(x: 387, y: 13, width: 80, height: 32))
    // A bar progress indicator's 20-point frame reaches 1 point above its bar: the bar 10 below
    // the box (top-down 80) puts the frame's top at 79, its bottom at 99: y = 200 − 99 = 101.
    #expect(try F.frame(of: "bar", in: document) == CGRect(x: 20, y: 101, width: 440, height: 20))
  }

  @Test func controlsReadTheirCells() throws {
    let document = try F.read(Self.window, file: "Window.xib")
    let views = document.scenes[0].views
    #expect(views.first { $0.id == "ok" }?.className == "NSButton")
    #expect(views.first { $0.id == "box" }?.className == "NSView")
    #expect(views.first { $0.id == "label" }?.showsText == true)
    #expect(views.first { $0.id == "bar" }?.className == "NSProgressIndicator")
    // `systemBold` is the 13-point system font, bold; a push button's `system` 13 points.
    let specs = document.scenes[0].document.root.subviews
    #expect(specs.first { $0.id == "label" }?.font == FontSpec(size: 13, weight: .bold))
    #expect(specs.first { $0.id == "ok" }?.font == FontSpec(size: 13))
    let layout = try InterfaceBuilderSceneLayout(document.scenes[0])
    #expect(layout.result.views.allSatisfy { !$0.result.ambiguous })
  }

  /// A view-based table in a scroll view: the clip view, the table and its prototype cell view are
  /// placed by their containers at their stored frames; the cell's text field by its constraints.
  @Test func aTablesCellViewsArePlacedByTheTable() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <subviews>
                      <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                          <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                          <clipView key="contentView" id="clip">
                              <rect key="frame" x="1" y="1" width="298" height="198"/>
                              <subviews>
                                  <tableView rowHeight="17" id="table">
                                      <rect key="frame" x="0.0" y="0.0" width="298" height="198"/>
                                      <tableColumns>
                                          <tableColumn identifier="name" width="296" id="column">
                                              <prototypeCellViews>
                                                  <tableCellView id="cell">
                                                      <rect key="frame" x="1" y="1" width="296" height="17"/>
                                                      <subviews>
                                                          <textField translatesAutoresizingMaskIntoConstraints="NO" id="cellText">
                                                              <rect key="frame" x="0.0" y="0.0" width="100" height="16"/>
                                                              <textFieldCell key="cell" title="Table View Cell" id="cellTextCell">
                                                                  <font key="font" metaFont="system"/>
                                                              </textFieldCell>
                                                          </textField>
                                                      </subviews>
                                                      <constraints>
                                                          <constraint firstItem="cellText" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="2" id="t1"/>
                                                          <constraint firstItem="cellText" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="t2"/>
                                                      </constraints>
                                                  </tableCellView>
                                              </prototypeCellViews>
                                          </tableColumn>
                                      </tableColumns>
                                  </tableView>
                              </subviews>
                          </clipView>
                      </scrollView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                      <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                      <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
                      <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try F.read(text, file: "Table.xib")
    #expect(document.scenes.map(\.id) == ["root"])
    #expect(try F.frame(of: "scroll", in: document) == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(try F.frame(of: "clip", in: document) == CGRect(x: 1, y: 1, width: 298, height: 198))
    #expect(try F.frame(of: "cell", in: document) == CGRect(x: 1, y: 1, width: 296, height: 17))
    // The text 2 from the cell's leading edge puts the frame at 0; 16 tall centred in 17: 0.5
    // from the top and from the bottom alike.
    #expect(try F.frame(of: "cellText", in: document) == CGRect(x: 0, y: 0.5, width: 100, height: 16))
    #expect(document.scenes[0].views.first { $0.id == "cell" }?.className == "NSTableCellView")
  }
}
