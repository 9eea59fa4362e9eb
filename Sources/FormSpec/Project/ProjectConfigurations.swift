import Foundation

/// Finds the project configuration of a spec: `formspec.config.json` in the spec's folder or
/// the nearest folder above it (the nearest one wins; files are not merged). Read files are
/// kept until `invalidate` says one changed on disk. Safe to share between threads.
public final class ProjectConfigurations: @unchecked Sendable {
    private let lock = NSLock()
    /// Folder → the configuration file that governs it (nil: none up to the root).
    private var located: [String: String?] = [:]
    private var loaded: [String: ProjectConfiguration?] = [:]

    public init() {}

    /// The configuration governing the spec at `path` (a file path, relative or absolute).
    public func configuration(forSpecAt path: String) -> ProjectConfiguration? {
        let folder = (Self.absolute(path) as NSString).deletingLastPathComponent
        guard let file = locate(from: folder) else { return nil }
        return load(file)
    }

    /// Forget what was read: a configuration file was created, changed or deleted.
    public func invalidate() {
        lock.withLock {
            located.removeAll()
            loaded.removeAll()
        }
    }

    /// True when a path names a configuration file (for watched-file notifications).
    public static func isConfigurationFile(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == ProjectConfiguration.fileName
    }

    private func locate(from folder: String) -> String? {
        if let known = lock.withLock({ located[folder] }) { return known }
        var visited: [String] = []
        var current = folder
        var found: String?
        // One step per folder up to the root: bounded by the path's depth.
        while true {
            if let known = lock.withLock({ located[current] }) {
                found = known
                break
            }
            visited.append(current)
            let candidate = (current as NSString).appendingPathComponent(ProjectConfiguration.fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                found = candidate
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        lock.withLock { for folder in visited { located[folder] = .some(found) } }
        return found
    }

    private func load(_ file: String) -> ProjectConfiguration? {
        if let known = lock.withLock({ loaded[file] }) { return known }
        let configuration = FileManager.default.contents(atPath: file).map {
            ProjectConfiguration(path: file, bytes: [UInt8]($0))
        }
        lock.withLock { loaded[file] = .some(configuration) }
        return configuration
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let base = FileManager.default.currentDirectoryPath
        return ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
