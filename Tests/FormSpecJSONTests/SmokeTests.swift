import XCTest
final class SmokeTests: XCTestCase { func testNothing() {} }
