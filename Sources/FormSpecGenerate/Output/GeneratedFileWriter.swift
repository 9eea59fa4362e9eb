import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Puts generated files on disk whole or not at all: each is written to a temporary file in
/// the target folder first, then all are renamed over the old ones; if any step fails, the
/// files already replaced get their old contents back. Files whose contents are unchanged are
/// left alone (build systems see no new modification time).
public enum GeneratedFileWriter {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The files whose contents on disk differ from `files` (missing ones included), as paths.
    public static func stale(_ files: [GeneratedFile], in directory: String) -> [String] {
        files.compactMap { file in
            let path = join(directory, file.name)
            return FileManager.default.contents(atPath: path) == Data(file.contents.utf8) ? nil : path
        }
    }

    /// Writes `files` into `directory` (created if missing; `""` is the current folder);
    /// returns the paths it changed.
    @discardableResult
    public static func write(_ files: [GeneratedFile], to directory: String) throws(Failure) -> [String] {
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
        } catch {
            throw Failure(description: "\(directory): cannot create the output folder: \(reason(error))")
        }
        let changed = files.filter { stale([$0], in: directory).count == 1 }
        let old = changed.map { FileManager.default.contents(atPath: join(directory, $0.name)) }
        var temporaries: [String] = []
        defer { for path in temporaries { unlink(path) } }
        for file in changed {
            let temporary = join(directory, ".\(file.name).formspec-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            guard writeNew(temporary, Array(file.contents.utf8)) else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw Failure(description: "\(join(directory, file.name)): cannot write: \(reason)")
            }
            temporaries.append(temporary)
        }
        for (index, file) in changed.enumerated() {
            let path = join(directory, file.name)
            guard rename(temporaries[index], path) == 0 else {
                let reason = String(cString: strerror(errno))
                restore(Array(changed.prefix(index)), old: Array(old.prefix(index)), in: directory)
                throw Failure(description: "\(path): cannot replace: \(reason); no file was changed")
            }
        }
        temporaries.removeAll()
        return changed.map { join(directory, $0.name) }
    }

    /// Creates `path` (which must not exist) holding `bytes`. Plain writes: the rename that
    /// follows is what makes the file appear whole (FileManager's own atomic write would add a
    /// second temporary file and a sync per file).
    private static func writeNew(_ path: String, _ bytes: [UInt8]) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// Puts back what the first files held before they were replaced (or removes new ones).
    private static func restore(_ files: [GeneratedFile], old: [Data?], in directory: String) {
        for (file, data) in zip(files, old) {
            let path = join(directory, file.name)
            if let data {
                _ = try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } else {
                unlink(path)
            }
        }
    }

    /// `directory/name`, or `name` alone for the current folder (`""`).
    public static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
