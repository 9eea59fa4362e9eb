import XCTest

@testable import FormSpec

/// `ObjectSchema.index(of:)` compares ASCII keys by their bytes: it must answer what String
/// equality (canonical equivalence) answers, for every key, ASCII or not.
final class SchemaLookupTests: XCTestCase {
    /// The first property whose name is `==` to the key: the lookup's definition.
    private func expected(_ schema: ObjectSchema, _ key: String) -> Int? {
        schema.properties.firstIndex { $0.name == key }
    }

    private func variants(of name: String) -> [String] {
        var keys = [
            name, name.uppercased(), name.lowercased(), String(name.dropLast()), name + "s", "x" + name,
            String(name.reversed()), name + "\u{301}",
        ]
        // Canonically equal to ASCII names: KELVIN SIGN is "K", GREEK QUESTION MARK ";".
        keys.append(name.replacingOccurrences(of: "K", with: "\u{212A}"))
        keys.append(String(name.prefix(1)) + "\u{212A}" + name.dropFirst())
        return keys
    }

    func testEveryKeyOfEverySchemaIsFoundAsStringEqualityFindsIt() {
        var checked = 0
        for (kind, schema) in Catalog.standard.objects {
            for property in schema.properties {
                for key in variants(of: property.name) {
                    XCTAssertEqual(schema.index(of: key), expected(schema, key), "\(kind).\(key)")
                    XCTAssertEqual(schema.property(key)?.name, expected(schema, key).map { schema.properties[$0].name })
                    checked += 1
                }
            }
            for key in ["", "é", "tag\u{0}", String(repeating: "a", count: 200)] {
                XCTAssertEqual(schema.index(of: key), expected(schema, key), "\(kind).\(key)")
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testNonASCIINamesAndKelvinSignAreFoundLikeStringEquality() {
        let names = ["Kind", "café", "x;y", "Kind"]
        let schema = ObjectSchema(
            kind: "test", doc: "",
            properties: names.map {
                PropertySchema(
                    name: $0, type: .string, doc: "", isRequired: false, defaultValue: nil, isCopied: false)
            })
        for key in ["Kind", "\u{212A}ind", "café", "cafe\u{301}", "x;y", "x\u{37E}y", "kind", "caf"] {
            XCTAssertEqual(schema.index(of: key), expected(schema, key), key)
        }
        // A name declared twice: the first wins, as it did in the dictionary.
        XCTAssertEqual(schema.index(of: "Kind"), 0)
        XCTAssertEqual(schema.index(of: "\u{212A}ind"), 0)
    }
}
