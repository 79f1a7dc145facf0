import Foundation
import OpenAutoLayout

/// What a document is laid out in: the root's size, scale, safe area, traits and margins.
///
/// Each comes from the first of these that sets it (layout-document.md §1: "explicit keys
/// override what the device implies"; §3: the command line overrides the document):
/// 1. the options' `canvas` and traits;
/// 2. what the options' `device` implies;
/// 3. the document's `canvas`, `scale`, `safeArea` and `traits`;
/// 4. what the document's `device` implies;
/// 5. the defaults: scale 1, no safe area, left to right, regular width and height, `large`.
///
/// A device implies its window's size in the orientation and multitasking mode (portrait and
/// full screen unless told), its scale, the root's safe area with the status bar, its size
/// classes and idiom, and the margins UIKit gives a view controller's root
/// (``Device/systemMinimumLayoutMargins(for:)``: 16 or 20 points at the sides, 0 above and below,
/// where the safe area takes over).
struct DocumentEnvironment {
  /// The root view's size.
  var canvas: CGSize
  /// The size the document's own frames are given for (`translatesAutoresizingMask` views): its
  /// `canvas`, or its device's window.
  var designCanvas: CGSize
  var scale: CGFloat
  var safeArea: EdgeInsets
  /// Every trait set (``DocumentTraits/resolved``).
  var traits: DocumentTraits
  /// The device laid out on, if any: the options', else the document's.
  var device: Device?
  /// The orientation and multitasking mode the device is in.
  var orientation: Orientation
  var multitasking: Multitasking

  /// The trait collection of the root.
  var traitCollection: TraitCollection {
    TraitCollection(
      horizontalSizeClass: traits.horizontalSizeClass == .compact ? .compact : .regular,
      verticalSizeClass: traits.verticalSizeClass == .compact ? .compact : .regular,
      displayScale: scale,
      layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      preferredContentSizeCategory: traits.contentSizeCategory.flatMap(ContentSizeCategory.init(name:)) ?? .large,
      userInterfaceIdiom: device?.userInterfaceIdiom ?? .unspecified)
  }

  /// The margins a device gives a view controller's root under these traits; nil without a
  /// device (the root then has the model's default, 8 on every side).
  var deviceRootMargins: DirectionalEdgeInsets? {
    device?.systemMinimumLayoutMargins(for: traitCollection)
  }

  /// The root's margins when the document gives none: a controller's view has the system's
  /// minimum at its sides (the device's; 20 without one, as on Interface Builder's Any/Any
  /// canvas, whose size classes are regular), a plain
  /// view the model's default, 8 on every side.
  func rootMargins(isViewControllerView: Bool?) -> DirectionalEdgeInsets {
    switch isViewControllerView {
    case nil: deviceRootMargins ?? DirectionalEdgeInsets(all: 8)
    case true?: deviceRootMargins ?? DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    case false?: DirectionalEdgeInsets(all: 8)
    }
  }

  /// The environment of `document` under `options`.
  ///
  /// - Throws: ``DocumentError`` at the document's `device` value (else its first line) for an
  ///   unknown device, a multitasking mode the device does not have, an orientation or a mode
  ///   without a device, or a document with neither a canvas nor a device.
  init(_ document: LayoutDocument, options: LayoutOptions) throws(DocumentError) {
    let deviceLocation = document.deviceLocation ?? SourceLocation(line: 1, column: 1)
    if let problem = options.problem(with: document) { throw document.error(problem, at: deviceLocation) }
    orientation = (options.orientation ?? document.orientation ?? .portrait).model
    multitasking = options.multitasking(on: document)

    var canvas: CGSize?
    var scale: CGFloat = 1
    var safeArea = EdgeInsets.zero
    var traits = DocumentTraits()
    var device: Device?
    let orientation = self.orientation
    func apply(_ named: Device, _ multitasking: Multitasking) {
      device = named
      // The mode was checked for the device laid out on; a document's own device that the
      // options replace may lack it in the options' orientation, and only its canvas matters.
      canvas = named.windowSize(orientation, multitasking: multitasking) ?? named.windowSize(orientation)
      scale = named.scale
      safeArea = named.screen(orientation).safeAreaInsets
      let implied = named.traits(orientation, multitasking: multitasking) ?? named.traits(orientation)
      traits.horizontalSizeClass = implied.horizontalSizeClass == .compact ? .compact : .regular
      traits.verticalSizeClass = implied.verticalSizeClass == .compact ? .compact : .regular
    }

    if let name = document.device {
      guard let named = Device.named(name) else {
        throw document.error(DeviceSettings.unknownDevice(name), at: deviceLocation)
      }
      // Replaced by the options' device, it still gives the design canvas, in its own mode.
      apply(named, options.device == nil ? multitasking : document.multitasking ?? .fullScreen)
    }
    canvas = document.canvas ?? canvas
    scale = document.explicitScale ?? scale
    safeArea = document.explicitSafeArea ?? safeArea
    traits = traits.overridden(by: document.traits)
    guard let design = canvas else {
      throw document.error(.missingCanvas, at: SourceLocation(line: 1, column: 1))
    }
    designCanvas = design

    if let name = options.device, let named = Device.named(name) { apply(named, multitasking) }
    self.canvas = options.canvas ?? canvas ?? design
    self.scale = scale
    let extra = document.additionalSafeAreaInsets
    self.safeArea = EdgeInsets(
      top: safeArea.top + extra.top, left: safeArea.left + extra.left, bottom: safeArea.bottom + extra.bottom,
      right: safeArea.right + extra.right)
    // The right-to-left pseudolanguage is a right-to-left language, unless a trait says otherwise.
    if options.pseudoLanguage == .rightToLeft { traits.layoutDirection = .rightToLeft }
    self.traits = traits.overridden(by: options.traits).resolved
    self.device = device
  }
}

/// The device catalogue as documents and the command name it: the reasons for names and modes it
/// does not have.
public enum DeviceSettings {
  /// An unknown device, with the catalogue's closest name if one is close.
  public static func unknownDevice(_ name: String) -> DocumentError.Reason {
    .unknownDevice(name, suggestion: Device.suggestedName(for: name))
  }

  /// `unknown device 'iPhone 8 Pluss'; did you mean 'iPhone 8 Plus'?`, or, with no name close, a few names to
  /// show how they are spelled (the catalogue has dozens).
  public static func unknownDeviceMessage(_ name: String) -> String { unknownDevice(name).message }

  /// Why `document`'s device cannot run in its `multitasking` mode in its orientation; nil when
  /// it can (or when the document names no device).
  static func multitaskingProblem(in document: LayoutDocument) -> DocumentError.Reason? {
    guard let name = document.device, let device = Device.named(name) else { return nil }
    return multitaskingProblem(
      device, (document.orientation ?? .portrait).model, document.multitasking ?? .fullScreen)
  }

  /// `'iPhone 8' runs apps full screen only, not 'half'`, or `'iPad Air 2' has no 'half' window
  /// in portrait`; nil when the device has the mode.
  static func multitaskingProblem(_ device: Device, _ orientation: Orientation, _ mode: Multitasking)
    -> DocumentError.Reason?
  {
    guard device.windowSize(orientation, multitasking: mode) == nil else { return nil }
    if device.userInterfaceIdiom == .phone { return .fullScreenOnly(device: device.name, mode: mode) }
    return .noMultitaskingWindow(device: device.name, mode: mode, orientation: orientation)
  }
}

extension LayoutDocument.Orientation {
  /// The model's orientation.
  package var model: Orientation {
    self == .landscape ? .landscape : .portrait
  }
}

extension LayoutOptions {
  /// Why these options cannot apply to `document` (its ``DocumentError/Reason/message`` is a
  /// sentence without the file's name); nil when they can. The command reports it as a
  /// command-line mistake (exit 64).
  ///
  /// An orientation or multitasking mode needs a device, the options' or the document's; the
  /// options' device must be in the catalogue; and the device must have the mode in that
  /// orientation. The document's own mode goes with its own device only: another device from
  /// the options runs full screen unless the options give a mode.
  package func problem(with document: LayoutDocument) -> DocumentError.Reason? {
    if let device, Device.named(device) == nil { return DeviceSettings.unknownDevice(device) }
    guard let name = device ?? document.device else {
      if orientation != nil { return .orientationWithoutDevice }
      if multitasking != nil { return .multitaskingWithoutDevice }
      return nil
    }
    guard let named = Device.named(name) else { return nil }  // The document's: reported at its place.
    return DeviceSettings.multitaskingProblem(
      named, (orientation ?? document.orientation ?? .portrait).model, multitasking(on: document))
  }

  /// The multitasking mode of the device `document` is laid out on: the options', else the
  /// document's when it keeps its own device (a document's mode belongs to its device), else
  /// full screen.
  func multitasking(on document: LayoutDocument) -> Multitasking {
    multitasking ?? (device == nil ? document.multitasking : nil) ?? .fullScreen
  }
}
