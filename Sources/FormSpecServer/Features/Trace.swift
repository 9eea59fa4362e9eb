import FormSpecJSON

/// `$/setTrace` (and `trace` in initialize): at `messages` the server sends a `$/logTrace`
/// line per publication, at `verbose` with its timing.
enum TraceLevel: String, Sendable {
    case off, messages, verbose
}

enum Trace: ServerFeature {
    static func register(in registry: inout FeatureRegistry) {
        registry.notification("$/setTrace") { server, params in
            server.trace = TraceLevel(rawValue: try params["value"].oneOf(["off", "messages", "verbose"])) ?? .off
        }
    }
}

extension ServerCore {
    func logTrace(_ message: @autoclosure () -> String, verbose: @autoclosure () -> String) {
        switch trace {
        case .off: return
        case .messages: sendNotification("$/logTrace", ["message": .string(message())])
        case .verbose: sendNotification("$/logTrace", ["message": .string(message()), "verbose": .string(verbose())])
        }
    }
}
