/// A colour as red, green, blue and alpha components from 0 to 255.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB` or `#RRGGBBAA` (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var components: [UInt8] = []
        var i = 1
        while i < digits.count {
            guard let high = RGBA.nibble(digits[i]), let low = RGBA.nibble(digits[i + 1]) else { return nil }
            components.append(high << 4 | low)
            i += 2
        }
        self.init(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 255)
    }

    /// The value of a hexadecimal digit.
    package static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#RRGGBBAA`, upper case.
    public var hex: String {
        "#"
            + [red, green, blue, alpha].map { byte in
                let s = String(byte, radix: 16, uppercase: true)
                return s.count == 1 ? "0" + s : s
            }.joined()
    }

    /// `rgba(0, 122, 255, 1.00)`.
    public var description: String {
        let a = Double(alpha) / 255
        let rounded = (a * 100).rounded() / 100
        let fraction = Int((rounded * 100).rounded()) % 100
        return "rgba(\(red), \(green), \(blue), \(Int(rounded)).\(fraction < 10 ? "0" : "")\(fraction))"
    }
}

/// A UIColor class property a colour value may name (`systemBlue`, `red`, `label`).
public struct ColorInfo: Sendable {
    public let name: String
    /// Components in the light appearance (fixed colours have only this).
    public let rgba: RGBA
    /// Components in the dark appearance, for colours that adapt.
    public let dark: RGBA?
    public let availability: String?
    public let doc: String
}
