import Foundation
import OpenAutoLayout

/// A `constraints:` entry of a laid-out document and the model's constraints it made: one for a
/// constraint-language line, as many as the line describes for a VFL line. Inactive when the
/// entry says `active: false`.
public struct DocumentConstraint {
  public let spec: ConstraintSpec
  public let constraints: [LayoutConstraint]
}

/// Reads a document's constraints and activates the installed ones, in document order (the
/// order decides which constraint breaks in a conflict, decision 3).
///
/// Every entry is read and checked, installed or not, so that mistakes are reported whatever the
/// traits; an error points at the offending character of the entry's text.
struct DocumentConstraints {
  let document: LayoutDocument
  let hierarchy: DocumentHierarchy
  let traits: DocumentTraits

  /// The installed entries with their constraints, the active ones activated.
  ///
  /// An entry is installed when its `when`/`unless` holds and every item it names is installed:
  /// a constraint on a view that its own `when` leaves out is left out with it, as Interface
  /// Builder uninstalls a view's constraints with the view.
  func install() throws(DocumentError) -> [DocumentConstraint] {
    var installed: [DocumentConstraint] = []
    for spec in document.constraints {
      let constraints = try make(spec)
      guard spec.condition.installs(under: traits),
        constraints.allSatisfy({ [$0.firstItem, $0.secondItem].allSatisfy { $0.map(hierarchy.isInstalled) ?? true } })
      else { continue }
      if spec.isActive {
        for constraint in constraints {
          // One at a time, so that an error names the constraint at fault.
          do throws(LayoutError) {
            try constraint.activate()
          } catch {
            throw document.error(error.description, at: spec.textLocation)
          }
        }
      }
      installed.append(DocumentConstraint(spec: spec, constraints: constraints))
    }
    return installed
  }

  /// The entry's constraints, inactive, named by its `id`.
  func make(_ spec: ConstraintSpec) throws(DocumentError) -> [LayoutConstraint] {
    let constraints: [LayoutConstraint]
    if spec.isVisualFormat {
      do throws(VisualFormatError) {
        constraints = try LayoutConstraint.constraints(
          visualFormat: spec.text, options: [], metrics: document.metrics, views: hierarchy.items)
      } catch {
        // VFL offsets count characters from 0; a nil offset blames the whole line. Apple's
        // messages stand, except that a document has no "views dictionary".
        var message = error.message
        var offset = error.offset ?? 0
        if case .unknownView(let name) = error.reason {
          message = "no view or guide named '\(name)'"
          // Apple's parser stops after the name; point at its start, as for constraints.
          let start = offset - name.count
          if start >= 0, spec.text.dropFirst(start).hasPrefix(name) { offset = start }
        }
        throw document.error(message, at: spec.location(ofCharacter: offset))
      }
    } else {
      do throws(ConstraintSyntaxError) {
        constraints = [try ConstraintParser(items: hierarchy.items, metrics: document.metrics).parse(spec.text)]
      } catch {
        // The parser's columns count from 1.
        throw document.error(error.message, at: spec.location(ofCharacter: error.column - 1))
      }
    }
    if let id = spec.id {
      for constraint in constraints { constraint.identifier = id }
    }
    return constraints
  }
}
