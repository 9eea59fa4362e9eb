// libFuzzer entry point for the language server's message handling; built by run-libfuzzer.sh,
// not by SwiftPM. Each input is one session of the real server, in this process, over pipes:
//
//   byte 0        flags: bit 0 offers UTF-8 positions (else UTF-16), bit 1 pulls diagnostics
//   bytes 1, 2    the length of the document opened, then the document
//   then operations: a byte choosing what (a request at a position, a range, an edit, a
//   settings change, or bytes written as they are, framing and all), a byte giving the length
//   of its parameters, and the parameters: numbers (lines and columns; a byte below 0xF0 is
//   itself, 0xF0 + k is followed by k + 1 bytes of a big-endian number, up to Int.max), then text.
//   Tests/Fuzz/make-seeds.py writes inputs in this form.
//
// The server must answer every request it could read and end the session (shutdown, exit)
// without trapping or hanging; libFuzzer's timeout catches a hang.
import FormSpecJSON
import FormSpecServer
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads an operation's parameters from its bytes.
struct Numbers {
    var bytes: ArraySlice<UInt8>

    /// A line or column: small from one byte, any size (up to Int.max) from more.
    mutating func next() -> Int {
        guard let first = bytes.popFirst() else { return 0 }
        if first < 0xF0 { return Int(first) }
        var value: UInt64 = 0
        for _ in 0...Int(first - 0xF0) {
            value = value << 8 | UInt64(bytes.popFirst() ?? 0xFF)
        }
        return Int(min(value, UInt64(Int.max)))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

let uri = "file:///fuzz/a.form.json"
let methods = [
    "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
    "textDocument/documentHighlight", "textDocument/prepareRename", "textDocument/rename",
    "textDocument/selectionRange", "textDocument/inlayHint", "textDocument/semanticTokens/range",
    "textDocument/rangeFormatting", "textDocument/codeAction", "textDocument/semanticTokens/full",
    "textDocument/semanticTokens/full/delta", "textDocument/formatting", "textDocument/foldingRange",
    "textDocument/documentSymbol", "textDocument/diagnostic", "workspace/symbol",
]

func message(_ id: Int?, _ method: String, _ params: JSONValue) -> [UInt8] {
    var object: JSONObject = ["jsonrpc": "2.0", "method": .string(method), "params": params]
    if let id { object["id"] = JSONValue(id) }
    let body = JSONValue.object(object).encoded()
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}

/// The messages of one session, and how many requests they hold.
func session(_ input: [UInt8]) -> (bytes: [UInt8], requests: Int) {
    var rest = input[...]
    let flags = rest.popFirst() ?? 0
    let length = Int(rest.popFirst() ?? 0) << 8 | Int(rest.popFirst() ?? 0)
    let text = String(decoding: rest.prefix(length), as: UTF8.self)
    rest = rest.dropFirst(length)
    var chunks: [ArraySlice<UInt8>] = []
    while let op = rest.popFirst() {
        let count = Int(rest.popFirst() ?? 0)
        chunks.append(ArraySlice([op] + rest.prefix(count)))
        rest = rest.dropFirst(count)
    }
    var out: [UInt8] = []
    var id = 0
    func request(_ method: String, _ params: JSONValue) {
        id += 1
        out += message(id, method, params)
    }
    let encodings: JSONValue = flags & 1 != 0 ? ["utf-8", "utf-16"] : ["utf-16"]
    var capabilities: JSONObject = ["general": ["positionEncodings": encodings]]
    if flags & 2 != 0 { capabilities["textDocument"] = ["diagnostic": ["dynamicRegistration": false]] }
    request("initialize", ["processId": .null, "rootUri": .null, "capabilities": .object(capabilities)])
    out += message(nil, "initialized", [:])
    out += message(
        nil, "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "languageId": "json", "version": 1, "text": .string(text)]])
    let document: JSONValue = ["uri": .string(uri)]
    var version = 1
    for chunk in chunks {
        guard let op = chunk.first else { continue }
        var n = Numbers(bytes: chunk.dropFirst())
        func position() -> JSONValue { ["line": JSONValue(n.next()), "character": JSONValue(n.next())] }
        func range() -> JSONValue { ["start": position(), "end": position()] }
        switch Int(op) % (methods.count + 4) {
        case methods.count:
            version += 1
            let changes: JSONValue = [["range": range(), "text": .string(n.text)]]
            out += message(
                nil, "textDocument/didChange",
                ["textDocument": ["uri": .string(uri), "version": JSONValue(version)], "contentChanges": changes])
        case methods.count + 1:
            version += 1
            out += message(
                nil, "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": JSONValue(version)],
                    "contentChanges": [["text": .string(n.text)]],
                ])
        case methods.count + 2:
            var levels = JSONObject()
            for (i, word) in n.text.split(separator: " ").enumerated() {
                levels[String(word)] = i % 2 == 0 ? "error" : "off"
            }
            out += message(
                nil, "workspace/didChangeConfiguration",
                ["settings": ["formspec": ["severity": .object(levels), "strict": true]]])
        case methods.count + 3:
            out += Array(chunk.dropFirst())
        default:
            let method = methods[Int(op) % (methods.count + 4)]
            var params: JSONObject = ["textDocument": document]
            switch method {
            case "textDocument/selectionRange": params["positions"] = [position(), position()]
            case "textDocument/inlayHint", "textDocument/semanticTokens/range", "textDocument/rangeFormatting":
                params["range"] = range()
            case "textDocument/codeAction":
                params["range"] = range()
                params["context"] = ["diagnostics": []]
            case "textDocument/rename":
                params["position"] = position()
                params["newName"] = .string(n.text)
            case "textDocument/references":
                params["position"] = position()
                params["context"] = ["includeDeclaration": true]
            case "textDocument/semanticTokens/full/delta": params["previousResultId"] = .string(n.text)
            case "textDocument/formatting": params["options"] = ["tabSize": JSONValue(n.next()), "insertSpaces": true]
            case "workspace/symbol": params = ["query": .string(n.text)]
            case "textDocument/semanticTokens/full", "textDocument/foldingRange", "textDocument/documentSymbol",
                "textDocument/diagnostic":
                break
            default: params["position"] = position()
            }
            request(method, .object(params))
        }
    }
    request("shutdown", .null)
    out += message(nil, "exit", .null)
    return (out, id)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (bytes, _) = session(Array(UnsafeBufferPointer(start: data, count: size)))
    var toServer: [Int32] = [0, 0]
    var fromServer: [Int32] = [0, 0]
    guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { fatalError("no pipes") }
    let done = DispatchSemaphore(value: 0)
    let input = toServer[0]
    let output = fromServer[1]
    Task.detached {
        _ = await LanguageServer.serve(
            configuration: ServerConfiguration(version: "fuzz", logLevel: .error), input: input, output: output)
        close(output)
        done.signal()
    }
    // Read everything the server writes, or a full pipe would stop it.
    let readEnd = fromServer[0]
    let reader = Thread {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while chunk.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }
    reader.start()
    var sent = 0
    while sent < bytes.count {
        let n = bytes.withUnsafeBytes { write(toServer[1], $0.baseAddress! + sent, $0.count - sent) }
        if n <= 0 { break }
        sent += n
    }
    close(toServer[1])
    done.wait()
    close(toServer[0])
    while !reader.isFinished { usleep(100) }
    close(fromServer[0])
    return 0
}
