import FormSpecJSON
import Foundation
import TestSupport
import XCTest

/// `FORMSPEC_CORPUS_OUT=folder swift test --filter CorpusFilesTests` writes the generated corpus
/// as spec files, to look at or to feed to `formspec generate`; without it the test does nothing
/// but check the folder variable is unset.
final class CorpusFilesTests: XCTestCase {
    func testWriteCorpusWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["FORMSPEC_CORPUS_OUT"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for spec in Corpus.specs {
            try (spec.json.encodedString(.indented(2)) + "\n").write(
                toFile: folder + "/" + spec.document.name, atomically: true, encoding: .utf8)
        }
    }
}
