/// The Foundation classes a spec can name (a row's `valueFormatter`), by their Objective-C
/// name with their Swift name: code makes them directly, while the app's own classes are
/// named to the runtime, which no generated file can import a header for.
enum FoundationClasses {
    static let swiftNames = ["NSNumberFormatter": "NumberFormatter", "NSByteCountFormatter": "ByteCountFormatter"]
}
