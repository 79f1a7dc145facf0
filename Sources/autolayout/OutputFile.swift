import ArgumentParser
import Foundation

/// Writing a command's output: the whole file or nothing. The text goes to a temporary file in
/// the same folder, which then replaces the target, so a failure never leaves part of a file.
enum OutputFile {
  /// Exit status for an output that cannot be written (sysexits' EX_CANTCREAT).
  static let cannotWrite: Int32 = 73

  static func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      Console.error("autolayout: cannot write \(path): the folder \(folder) does not exist")
      throw ExitCode(cannotWrite)
    }
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      // The error names the temporary file; the user gave `path`.
      Console.error("autolayout: cannot write \(path): \(reason(error))")
      throw ExitCode(cannotWrite)
    }
    // rename(2) replaces an existing file in one step (FileManager's replaceItemAt does not work
    // on Linux).
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      Console.error("autolayout: cannot write \(path): \(reason)")
      throw ExitCode(cannotWrite)
    }
  }

  /// Creates `path` as a folder (and its parents) if needed.
  static func makeFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      Console.error("autolayout: cannot create the folder \(path): \(reason(error))")
      throw ExitCode(cannotWrite)
    }
  }

  private static func reason(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? (error as NSError).localizedDescription
  }
}
