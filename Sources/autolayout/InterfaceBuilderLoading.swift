import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutDocuments
import OpenAutoLayout

/// Reading a storyboard or xib for a command, with the contract's exit statuses: 66 for a missing
/// file, 65 for a file that is not a readable iOS Interface Builder document (or refers to items
/// it lacks), 64 for a `--scene` it does not have.
enum InterfaceBuilderLoading {
  /// Whether the command should read `path` as an Interface Builder file.
  static func handles(_ path: String) -> Bool { InterfaceBuilderReader.isInterfaceBuilderFile(path) }

  /// The document at `path`, read for the size classes `options` lay it out in, with its scenes
  /// narrowed to `scene` when given.
  static func document(
    _ path: String, scene: String?, options: LayoutOptions = LayoutOptions(), forLint: Bool = false
  ) throws -> InterfaceBuilderDocument {
    var document: InterfaceBuilderDocument
    do {
      document = try InterfaceBuilderReader.read(contentsOf: path, for: options)
    } catch {
      Console.error(error.description)
      throw ExitCode(error.exitCode)
    }
    if let problem = document.layoutProblem(includingBrokenReferences: !forLint) {
      Console.error(problem)
      throw ExitCode(65)
    }
    if let scene {
      document.scenes = document.scenes.filter { $0.matches(scene) }
      guard !document.scenes.isEmpty else {
        Console.error("autolayout: \(path) has no scene '\(scene)' (by scene id, storyboard identifier or controller class)")
        throw ExitCode(64)
      }
    }
    return document
  }

  /// Every scene of `document` laid out under `options`.
  static func layouts(
    _ document: InterfaceBuilderDocument, options: LayoutOptions, textMetrics: InterfaceBuilderSceneLayout.TextMetrics = .stored
  ) throws -> [InterfaceBuilderSceneLayout] {
    var layouts: [InterfaceBuilderSceneLayout] = []
    for scene in document.scenes {
      do {
        layouts.append(try InterfaceBuilderSceneLayout(scene, options: options, textMetrics: textMetrics))
      } catch {
        Console.error(error.description)
        throw ExitCode(65)
      }
    }
    return layouts
  }
}
