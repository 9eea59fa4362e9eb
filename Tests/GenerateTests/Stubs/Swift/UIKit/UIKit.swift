// A stand-in for the parts of UIKit that generated code touches, for Linux: enough to
// type-check it against UIKit's Swift API and to run it, recording what it builds. Written
// from Apple's documentation of the API; no SDK code.
@_exported import Foundation

/// A UIColor remembers how it was made, so the round trip can print it as the spec writes it.
open class UIColor: NSObject, @unchecked Sendable {
    public enum Made: Sendable, Equatable {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case named(String)
    }

    public let made: Made

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        made = .components(red: red, green: green, blue: blue, alpha: alpha)
    }

    init(name: String) { made = .named(name) }

    open class var black: UIColor { UIColor(name: "black") }
    open class var darkGray: UIColor { UIColor(name: "darkGray") }
    open class var lightGray: UIColor { UIColor(name: "lightGray") }
    open class var white: UIColor { UIColor(name: "white") }
    open class var gray: UIColor { UIColor(name: "gray") }
    open class var red: UIColor { UIColor(name: "red") }
    open class var green: UIColor { UIColor(name: "green") }
    open class var blue: UIColor { UIColor(name: "blue") }
    open class var cyan: UIColor { UIColor(name: "cyan") }
    open class var yellow: UIColor { UIColor(name: "yellow") }
    open class var magenta: UIColor { UIColor(name: "magenta") }
    open class var orange: UIColor { UIColor(name: "orange") }
    open class var purple: UIColor { UIColor(name: "purple") }
    open class var brown: UIColor { UIColor(name: "brown") }
    open class var clear: UIColor { UIColor(name: "clear") }
    open class var lightText: UIColor { UIColor(name: "lightText") }
    open class var darkText: UIColor { UIColor(name: "darkText") }
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    open class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    open class var systemMint: UIColor { UIColor(name: "systemMint") }
    open class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    open class var systemCyan: UIColor { UIColor(name: "systemCyan") }
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    open class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    open class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    open class var systemPink: UIColor { UIColor(name: "systemPink") }
    open class var systemBrown: UIColor { UIColor(name: "systemBrown") }
    open class var systemGray: UIColor { UIColor(name: "systemGray") }
    open class var systemGray2: UIColor { UIColor(name: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(name: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(name: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(name: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(name: "systemGray6") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    open class var quaternaryLabel: UIColor { UIColor(name: "quaternaryLabel") }
    open class var placeholderText: UIColor { UIColor(name: "placeholderText") }
    open class var link: UIColor { UIColor(name: "link") }
    open class var separator: UIColor { UIColor(name: "separator") }
    open class var opaqueSeparator: UIColor { UIColor(name: "opaqueSeparator") }
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(name: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { UIColor(name: "tertiarySystemGroupedBackground") }
    open class var systemFill: UIColor { UIColor(name: "systemFill") }
    open class var secondarySystemFill: UIColor { UIColor(name: "secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { UIColor(name: "tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { UIColor(name: "quaternarySystemFill") }
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
}

open class UIFont: NSObject, @unchecked Sendable {
    public enum Made: Sendable, Equatable {
        case named(String, size: CGFloat)
        case system(size: CGFloat)
        case boldSystem(size: CGFloat)
        case italicSystem(size: CGFloat)
        case textStyle(TextStyle)
    }

    public let made: Made

    init(made: Made) { self.made = made }

    public init?(name fontName: String, size fontSize: CGFloat) { made = .named(fontName, size: fontSize) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(made: .system(size: fontSize)) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(made: .boldSystem(size: fontSize)) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(made: .italicSystem(size: fontSize))
    }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(made: .textStyle(style)) }
}

open class UIImage: NSObject, @unchecked Sendable {
    public let name: String

    public init?(named name: String) { self.name = name }
}

#if !canImport(ObjectiveC)
/// Linux has no Objective-C runtime: a selector is its name.
public struct Selector: Equatable, Sendable {
    public let name: String
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(name: aSelectorName) }

/// The selectors `perform(_:with:)` was sent, for the round trip.
nonisolated(unsafe) public var performedSelectors: [String] = []

extension NSObject {
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performedSelectors.append(aSelector.name)
        return nil
    }
}
#endif

open class UIResponder: NSObject {
    /// UIKit walks the responder chain; the stub answers with a recording target.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { NSObject() }
}

open class UIViewController: UIResponder {
    override public init() { super.init() }
}

open class UIStoryboardSegue: NSObject {}
