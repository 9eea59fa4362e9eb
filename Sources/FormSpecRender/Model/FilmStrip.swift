/// A scenario as a film strip: each step's form side by side, with what the step set, the
/// rows whose values changed and the expectations that failed.
public struct FilmStrip: Sendable, Equatable {
    /// The scenario's name, else its path.
    public var title: String
    public var path: String
    public var frames: [Frame]

    public struct Frame: Sendable, Equatable {
        /// "step 2 'switching to business'".
        public var title: String
        /// The values the step sets, in order, as written.
        public var set: [Assignment]
        /// Tags (and multivalued tags) whose values differ from the step before.
        public var changed: Set<String>
        public var mismatches: [Mismatch]
        public var form: RenderForm

        public var passed: Bool { mismatches.isEmpty }

        public init(title: String, set: [Assignment], changed: Set<String>, mismatches: [Mismatch], form: RenderForm) {
            self.title = title
            self.set = set
            self.changed = changed
            self.mismatches = mismatches
            self.form = form
        }
    }

    public struct Assignment: Sendable, Equatable {
        public var key: String
        /// The value as JSON text.
        public var value: String

        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    public struct Mismatch: Sendable, Equatable {
        public var message: String
        /// The tags (or formValues keys) the failed expectation is about.
        public var tags: [String]

        public init(message: String, tags: [String]) {
            self.message = message
            self.tags = tags
        }
    }

    public init(title: String, path: String, frames: [Frame]) {
        self.title = title
        self.path = path
        self.frames = frames
    }

    public var passed: Bool { frames.allSatisfy(\.passed) }
}
