import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing

// `lint`'s findings for documents built to be misplaced, ambiguous and conflicting, at the
// elements concerned; `--update-frames` changes nothing but the misplaced views' frames.

private typealias F = Fixtures

@Suite struct LintTests {
  @Test func aSoundDocumentHasNoFindings() throws {
    #expect(InterfaceBuilderLint.findings(try F.read(F.pinnedBox)).isEmpty)
  }

  @Test func aMisplacedViewIsReportedWithItsFrames() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"x="16" y="36""#, with: #"x="0.0" y="0.0""#)
    #expect(text != F.pinnedBox)
    let findings = InterfaceBuilderLint.findings(try F.read(text))
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.kind == .misplacedView)
    #expect(finding.viewID == "box")
    #expect(finding.location.line == line(of: #"id="box""#, in: text))
    #expect(finding.solvedFrame == CGRect(x: 16, y: 36, width: 100, height: 50))
    #expect(finding.message.contains("will be different at run time"))
    #expect(finding.message.contains("x +16, y +36"))
    #expect(finding.description.hasPrefix("test.storyboard:\(finding.location.line):\(finding.location.column): warning: Frame for"))
  }

  @Test func ambiguityIsReportedPerAxisWithAFix() throws {
    let text = F.storyboard(
      subviews: F.view("box", (0, 0, 10, 10)),
      constraints: F.constraint(#"firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t""#))
    let findings = InterfaceBuilderLint.findings(try F.read(text)).filter { $0.kind == .ambiguousLayout }
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.viewID == "box" && $0.location.line == line(of: #"id="box""#, in: text) })
    #expect(findings.contains { $0.message.contains("horizontal") })
    #expect(findings.contains { $0.message.contains("Fix:") })
  }

  @Test func conflictsAreReportedAtTheBrokenConstraint() throws {
    let text = F.pinnedBox.replacingOccurrences(
      of: F.constraint(#"firstItem="box" firstAttribute="height" constant="50" id="c-height""#),
      with: F.constraint(#"firstItem="box" firstAttribute="height" constant="50" id="c-height""#) + "\n"
        + F.constraint(#"firstItem="box" firstAttribute="height" constant="80" id="c-taller""#))
    let findings = InterfaceBuilderLint.findings(try F.read(text)).filter { $0.kind == .conflictingConstraints }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    let lines = [line(of: "c-height", in: text), line(of: "c-taller", in: text)]
    #expect(lines.contains(finding.location.line))
    #expect(finding.message.contains("cannot all hold"))
  }

  @Test func missingItemsAndUnknownElementsAreFindings() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"secondItem="safe" secondAttribute="top""#, with: #"secondItem="gone" secondAttribute="top""#)
      .replacingOccurrences(of: "<subviews>", with: "<subviews><gizmo id=\"g\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></gizmo>")
    let kinds = InterfaceBuilderLint.findings(try F.read(text)).map(\.kind)
    #expect(kinds.contains(.missingItem))
    #expect(kinds.contains(.unsupportedElement))
  }

  @Test func conflictsInAnotherSizeClassAreFound() throws {
    let text = F.pinnedBox.replacingOccurrences(of: "</constraints>", with: """
      \(F.constraint(#"firstItem="box" firstAttribute="width" constant="300" id="compact-width""#))
      </constraints>
      <variation key="default"><mask key="constraints"><exclude reference="compact-width"/></mask></variation>
      <variation key="heightClass=compact"><mask key="constraints"><include reference="compact-width"/></mask></variation>
      """)
    let findings = InterfaceBuilderLint.findings(try F.read(text))
    #expect(findings.map(\.kind) == [.sizeClassConflict])
    #expect(findings.first?.message.contains("hC") == true)
  }

  @Test func updateFramesRewritesOnlyTheMisplacedFrames() throws {
    let text = F.pinnedBox.replacingOccurrences(of: #"x="16" y="36""#, with: #"x="0.0" y="0.0""#)
    let document = try F.read(text)
    let findings = InterfaceBuilderLint.findings(document)
    let updated = String(decoding: FrameUpdater.updatedText(of: document, with: findings), as: UTF8.self)
    let before = text.split(separator: "\n", omittingEmptySubsequences: false)
    let after = updated.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(changed.count == 1)
    #expect(changed.first?.offset == line(of: #"id="box""#, in: text)!)  // the rect is the next line
    #expect(changed.first?.element.1.trimmingCharacters(in: .whitespaces) == #"<rect key="frame" x="16" y="36" width="100" height="50"/>"#)
    #expect(InterfaceBuilderLint.findings(try F.read(updated)).isEmpty)
  }
}
