/// Conditions on the device's user interface idiom, as both languages write them:
/// `[UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad`,
/// `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`, `UIDevice.current.userInterfaceIdiom == .pad`.
enum DeviceIdiom {
    private static let devices: Set<String> = [
        "[UIDevicecurrentDevice].userInterfaceIdiom", "UIDevice.currentDevice.userInterfaceIdiom",
        "[[UIDevicecurrentDevice]userInterfaceIdiom]", "UIDevice.current.userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM",
    ]

    /// The idiom case (`pad`, `phone`) a condition compares the device with, or nil when it is
    /// not such a comparison. Spaces and parentheses do not matter.
    static func idiom(ofCondition text: String) -> String? {
        let compact = String(text.filter { !$0.isWhitespace && $0 != "(" && $0 != ")" })
        guard let equals = compact.range(of: "==") else { return nil }
        let sides = [String(compact[..<equals.lowerBound]), String(compact[equals.upperBound...])]
        for (device, idiom) in [(sides[0], sides[1]), (sides[1], sides[0])] where devices.contains(device) {
            for prefix in ["UIUserInterfaceIdiom.", "UIUserInterfaceIdiom", "."] where idiom.hasPrefix(prefix) {
                let name = idiom.dropFirst(prefix.count)
                guard let first = name.first, name.allSatisfy({ $0.isLetter }) else { continue }
                return first.lowercased() + name.dropFirst()
            }
        }
        return nil
    }
}
