import Foundation
import OpenAutoLayout

/// A `constraints:` entry of a laid-out document and the model's constraints it made: one for a
/// constraint-language line, as many as the line describes for a VFL line. Inactive when the
/// entry says `active: false`, or while its `when`/`unless` or a view it names is not installed.
public struct DocumentConstraint {
  package let spec: ConstraintSpec
  public let constraints: [LayoutConstraint]
}

/// Reads a document's constraints and installs them, in document order (the order decides which
/// constraint breaks in a conflict, decision 3).
///
/// Every entry is read and checked, whatever the traits, so that mistakes are reported on every
/// device; an error points at the offending character of the entry's text.
struct DocumentConstraints {
  let document: LayoutDocument
  let hierarchy: DocumentHierarchy

  /// Every entry with its constraints, inactive. Made while every view is in the hierarchy,
  /// before the traits uninstall any, so that a VFL line's `|` finds the superview of a view that
  /// only some traits install.
  func makeAll() throws(DocumentError) -> [DocumentConstraint] {
    var entries: [DocumentConstraint] = []
    for spec in document.constraints {
      entries.append(DocumentConstraint(spec: spec, constraints: try make(spec)))
    }
    return entries
  }

  /// Installs the active entries, in document order.
  ///
  /// An entry with `when`/`unless`, or naming a view that has one (or is inside one), is one of
  /// the root's trait variations (``View/installConstraints(_:when:unless:)``): active while its
  /// condition holds and every item it names is installed, as Interface Builder uninstalls a
  /// view's constraints with the view, and switched again whenever the traits change. Any other
  /// active entry is activated at once. The root has its traits already, so either way the
  /// constraints installed now are activated in document order.
  func install(_ entries: [DocumentConstraint]) throws(DocumentError) {
    for entry in entries where entry.spec.isActive {
      let spec = entry.spec
      let always = entry.constraints.allSatisfy { constraint in
        [constraint.firstItem, constraint.secondItem].allSatisfy { $0.map(hierarchy.isAlwaysInstalled) ?? true }
      }
      guard spec.condition.isUnconditional && always else {
        hierarchy.root.installConstraints(
          entry.constraints, when: spec.condition.modelWhen, unless: spec.condition.modelUnless)
        continue
      }
      for constraint in entry.constraints {
        // One at a time, so that an error names the constraint at fault.
        do throws(LayoutError) {
          try constraint.activate()
        } catch {
          throw document.error(.layout(error), at: spec.textLocation)
        }
      }
    }
  }

  /// The entry's constraints, inactive, named by its `id`, at its `priority` when it gives one.
  func make(_ spec: ConstraintSpec) throws(DocumentError) -> [LayoutConstraint] {
    let constraints: [LayoutConstraint]
    if let parts = spec.parts {
      constraints = [try make(parts, at: spec.location)]
    } else if spec.isVisualFormat {
      do throws(VisualFormatError) {
        constraints = try LayoutConstraint.constraints(
          visualFormat: spec.text, options: [], metrics: document.metrics, views: hierarchy.items)
      } catch {
        // VFL offsets count characters from 0; a nil offset blames the whole line.
        var offset = error.offset ?? 0
        if case .unknownView(let name) = error.reason {
          // Apple's parser stops after the name; point at its start, as for constraints.
          let start = offset - name.count
          if start >= 0, spec.text.dropFirst(start).hasPrefix(name) { offset = start }
        }
        throw document.error(.visualFormat(error), at: spec.location(ofCharacter: offset))
      }
    } else {
      do throws(ConstraintSyntaxError) {
        constraints = [try ConstraintParser(items: hierarchy.items, metrics: document.metrics).parse(spec.text)]
      } catch {
        // The parser's columns count from 1.
        throw document.error(.constraintLanguage(error), at: spec.location(ofCharacter: error.column - 1))
      }
    }
    if let id = spec.id {
      for constraint in constraints { constraint.identifier = id }
    }
    if let priority = spec.priority {
      // The constraints are not active yet, so any priority the parser admitted can be set.
      for constraint in constraints {
        do throws(LayoutError) {
          try constraint.setPriority(priority)
        } catch {
          throw document.error(.layout(error), at: spec.location)
        }
      }
    }
    return constraints
  }

  /// A constraint given as its parts; its items must be views or guides of the document.
  private func make(_ parts: ItemConstraintSpec, at location: SourceLocation) throws(DocumentError) -> LayoutConstraint {
    func item(_ id: String) throws(DocumentError) -> LayoutItem {
      guard let item = hierarchy.items[id] else {
        throw document.error(.unknownConstraintItem(id), at: location)
      }
      return item
    }
    let first = try item(parts.firstItem)
    let second = try parts.secondItem.map { id throws(DocumentError) in try item(id) }
    let constraint = LayoutConstraint(
      item: first, attribute: parts.firstAttribute, relatedBy: parts.relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : parts.secondAttribute, multiplier: parts.multiplier,
      constant: parts.constant)
    do throws(LayoutError) {
      try constraint.setPriority(parts.priority)
    } catch {
      throw document.error(.layout(error), at: location)
    }
    return constraint
  }
}
