// The UIKit and Core Animation classes XLForm cells lead to, with the properties specs commonly
// set through key paths: KVC key (the Objective-C property name), type, readonly-ness. Classes
// not listed here (NSAttributedString, delegates) are opaque: a spec can only set them to null.
extension CatalogSource {
    static let uikitClasses = CatalogSource(
        name: "UIKitClasses",
        json: #"""
            {
              "classes": {
                "CALayer": {
                  "framework": "QuartzCore",
                  "doc": "The view's Core Animation layer (`layer.` key paths).",
                  "properties": [
                    {"name": "cornerRadius", "type": "number", "default": "0", "doc": "Radius of the rounded corners; set masksToBounds to clip the content."},
                    {"name": "borderWidth", "type": "number", "default": "0", "doc": "Width of the border, drawn inside the bounds."},
                    {"name": "borderColor", "type": "cgColor", "doc": "Border colour, a CGColorRef: a spec cannot set it (it would receive a UIColor)."},
                    {"name": "backgroundColor", "type": "cgColor", "doc": "Layer background, a CGColorRef; set the view's backgroundColor instead."},
                    {"name": "shadowColor", "type": "cgColor", "doc": "Shadow colour, a CGColorRef: a spec cannot set it."},
                    {"name": "shadowOpacity", "type": "number", "min": 0, "max": 1, "default": "0", "doc": "Shadow opacity; 0 hides the shadow."},
                    {"name": "shadowRadius", "type": "number", "min": 0, "default": "3", "doc": "Blur radius of the shadow."},
                    {"name": "shadowOffset", "type": "struct:CGSize", "default": "(0, -3)", "doc": "Offset of the shadow."},
                    {"name": "masksToBounds", "type": "bool", "default": "NO", "doc": "Clip sublayers (and the content) to the bounds and corner radius."},
                    {"name": "opacity", "type": "number", "min": 0, "max": 1, "default": "1", "doc": "Layer opacity."},
                    {"name": "hidden", "type": "bool", "default": "NO", "doc": "Hide the layer."},
                    {"name": "cornerCurve", "type": "enum:CALayerCornerCurve", "default": "circular", "availability": "iOS 13", "doc": "Shape of the rounded corners."},
                    {"name": "maskedCorners", "type": "flags:CACornerMask", "availability": "iOS 11", "doc": "Which corners cornerRadius rounds."}
                  ]
                },
                "UIView": {
                  "framework": "UIKit",
                  "doc": "Base of every view.",
                  "properties": [
                    {"name": "backgroundColor", "type": "color", "default": "nil", "doc": "Background colour."},
                    {"name": "tintColor", "type": "color", "doc": "Tint of the view and its subviews (inherited from the superview when nil)."},
                    {"name": "alpha", "type": "number", "min": 0, "max": 1, "default": "1", "doc": "Opacity."},
                    {"name": "hidden", "type": "bool", "default": "NO", "doc": "Hide the view (KVC key `hidden`, not `isHidden`)."},
                    {"name": "opaque", "type": "bool", "default": "YES", "doc": "Drawing hint: the view fills its bounds with opaque content."},
                    {"name": "clipsToBounds", "type": "bool", "default": "NO", "doc": "Clip subviews to the bounds."},
                    {"name": "userInteractionEnabled", "type": "bool", "default": "YES", "doc": "Receive touches (KVC key `userInteractionEnabled`, not `isUserInteractionEnabled`)."},
                    {"name": "multipleTouchEnabled", "type": "bool", "default": "NO", "doc": "Receive more than one touch at a time."},
                    {"name": "exclusiveTouch", "type": "bool", "default": "NO", "doc": "Block touches to other views while this one is touched."},
                    {"name": "contentMode", "type": "enum:UIViewContentMode", "default": "scaleToFill", "doc": "How content is laid out when the bounds change."},
                    {"name": "tag", "type": "integer", "default": "0", "doc": "Integer identifying the view."},
                    {"name": "tintAdjustmentMode", "type": "enum:UIViewTintAdjustmentMode", "default": "automatic", "doc": "Whether the tint is dimmed."},
                    {"name": "semanticContentAttribute", "type": "enum:UISemanticContentAttribute", "default": "unspecified", "doc": "Whether the layout flips for right-to-left languages."},
                    {"name": "overrideUserInterfaceStyle", "type": "enum:UIUserInterfaceStyle", "default": "unspecified", "availability": "iOS 13", "doc": "Force light or dark appearance."},
                    {"name": "preservesSuperviewLayoutMargins", "type": "bool", "default": "NO", "doc": "Take the superview's margins into account."},
                    {"name": "insetsLayoutMarginsFromSafeArea", "type": "bool", "default": "YES", "doc": "Inset the margins by the safe area."},
                    {"name": "translatesAutoresizingMaskIntoConstraints", "type": "bool", "default": "YES", "doc": "Turn the autoresizing mask into constraints."},
                    {"name": "autoresizesSubviews", "type": "bool", "default": "YES", "doc": "Resize subviews when the bounds change."},
                    {"name": "autoresizingMask", "type": "flags:UIViewAutoresizing", "doc": "How the view resizes with its superview."},
                    {"name": "contentScaleFactor", "type": "number", "doc": "Points to pixels scale of the content."},
                    {"name": "accessibilityLabel", "type": "string", "doc": "VoiceOver label."},
                    {"name": "accessibilityHint", "type": "string", "doc": "VoiceOver hint: the result of acting on the element."},
                    {"name": "accessibilityValue", "type": "string", "doc": "VoiceOver value."},
                    {"name": "accessibilityIdentifier", "type": "string", "doc": "Identifier for UI tests."},
                    {"name": "isAccessibilityElement", "type": "bool", "doc": "Whether VoiceOver treats the view as one element."},
                    {"name": "accessibilityElementsHidden", "type": "bool", "default": "NO", "doc": "Hide the view's subtree from VoiceOver."},
                    {"name": "shouldGroupAccessibilityChildren", "type": "bool", "default": "NO", "doc": "Read the children as a group."},
                    {"name": "layer", "type": "CALayer", "readonly": true, "doc": "The backing Core Animation layer."},
                    {"name": "frame", "type": "struct:CGRect", "doc": "Frame in the superview; laid out by the cell."},
                    {"name": "bounds", "type": "struct:CGRect", "doc": "Bounds in the view's own coordinates."},
                    {"name": "center", "type": "struct:CGPoint", "doc": "Centre in the superview."},
                    {"name": "transform", "type": "struct:CGAffineTransform", "doc": "Affine transform."},
                    {"name": "layoutMargins", "type": "struct:UIEdgeInsets", "doc": "Layout margins."},
                    {"name": "directionalLayoutMargins", "type": "struct:NSDirectionalEdgeInsets", "doc": "Layout margins that follow the writing direction."},
                    {"name": "superview", "type": "UIView", "readonly": true, "doc": "The view containing this one."}
                  ]
                },
                "UIControl": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "Base of controls (text fields, switches, steppers, sliders, buttons, pickers).",
                  "properties": [
                    {"name": "enabled", "type": "bool", "default": "YES", "doc": "Whether the control responds (KVC key `enabled`, not `isEnabled`)."},
                    {"name": "selected", "type": "bool", "default": "NO", "doc": "Selected state."},
                    {"name": "highlighted", "type": "bool", "default": "NO", "doc": "Highlighted state."},
                    {"name": "contentHorizontalAlignment", "type": "enum:UIControlContentHorizontalAlignment", "default": "center", "doc": "Horizontal alignment of the content."},
                    {"name": "contentVerticalAlignment", "type": "enum:UIControlContentVerticalAlignment", "default": "center", "doc": "Vertical alignment of the content."},
                    {"name": "tracking", "type": "bool", "readonly": true, "doc": "Whether a touch is being tracked."}
                  ]
                },
                "UITableViewCell": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "A table view cell; every XLForm cell is one.",
                  "properties": [
                    {"name": "textLabel", "type": "UILabel", "readonly": true, "doc": "The system title label."},
                    {"name": "detailTextLabel", "type": "UILabel", "readonly": true, "doc": "The system detail label; nil with cellStyle `default`."},
                    {"name": "imageView", "type": "UIImageView", "readonly": true, "doc": "The system image view on the leading side."},
                    {"name": "contentView", "type": "UIView", "readonly": true, "doc": "The view holding the cell's content."},
                    {"name": "backgroundView", "type": "UIView", "doc": "View behind the content (only null can be given)."},
                    {"name": "selectedBackgroundView", "type": "UIView", "doc": "View behind the content while selected (only null can be given)."},
                    {"name": "multipleSelectionBackgroundView", "type": "UIView", "doc": "Selection background in multiple-selection mode."},
                    {"name": "accessoryType", "type": "enum:UITableViewCellAccessoryType", "default": "none", "doc": "Standard accessory on the trailing side."},
                    {"name": "editingAccessoryType", "type": "enum:UITableViewCellAccessoryType", "default": "none", "doc": "Accessory while the table is editing."},
                    {"name": "accessoryView", "type": "UIView", "doc": "Custom accessory view; null removes it."},
                    {"name": "editingAccessoryView", "type": "UIView", "doc": "Custom accessory view while editing."},
                    {"name": "selectionStyle", "type": "enum:UITableViewCellSelectionStyle", "default": "default", "doc": "Look of the selected cell."},
                    {"name": "selected", "type": "bool", "default": "NO", "doc": "Selected state."},
                    {"name": "highlighted", "type": "bool", "default": "NO", "doc": "Highlighted state."},
                    {"name": "editing", "type": "bool", "default": "NO", "doc": "Editing state."},
                    {"name": "showsReorderControl", "type": "bool", "default": "NO", "doc": "Show the reorder control while editing."},
                    {"name": "shouldIndentWhileEditing", "type": "bool", "default": "YES", "doc": "Indent the content while editing."},
                    {"name": "indentationLevel", "type": "integer", "min": 0, "default": "0", "doc": "Indentation level of the content."},
                    {"name": "indentationWidth", "type": "number", "default": "10", "doc": "Width of one indentation level."},
                    {"name": "separatorInset", "type": "struct:UIEdgeInsets", "doc": "Insets of the separator line."},
                    {"name": "focusStyle", "type": "enum:UITableViewCellFocusStyle", "default": "default", "doc": "Appearance when focused."},
                    {"name": "userInteractionEnabledWhileDragging", "type": "bool", "availability": "iOS 11", "doc": "Keep receiving touches during a drag."},
                    {"name": "reuseIdentifier", "type": "string", "readonly": true, "doc": "Reuse identifier."}
                  ]
                },
                "UILabel": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "A read-only text view.",
                  "properties": [
                    {"name": "text", "type": "string", "doc": "The text."},
                    {"name": "attributedText", "type": "NSAttributedString", "doc": "Styled text (only null can be given)."},
                    {"name": "font", "type": "font", "doc": "Font of the text."},
                    {"name": "textColor", "type": "color", "doc": "Colour of the text (there is no `color` property)."},
                    {"name": "highlightedTextColor", "type": "color", "doc": "Text colour while highlighted."},
                    {"name": "shadowColor", "type": "color", "doc": "Colour of the text shadow."},
                    {"name": "shadowOffset", "type": "struct:CGSize", "doc": "Offset of the text shadow."},
                    {"name": "textAlignment", "type": "enum:NSTextAlignment", "default": "natural", "doc": "Horizontal alignment."},
                    {"name": "lineBreakMode", "type": "enum:NSLineBreakMode", "default": "byTruncatingTail", "doc": "How lines wrap and truncate."},
                    {"name": "numberOfLines", "type": "integer", "min": 0, "default": "1", "doc": "Maximum number of lines; 0 means no limit."},
                    {"name": "enabled", "type": "bool", "default": "YES", "doc": "Draw the text enabled (disabled text is dimmed)."},
                    {"name": "highlighted", "type": "bool", "default": "NO", "doc": "Draw with highlightedTextColor."},
                    {"name": "adjustsFontSizeToFitWidth", "type": "bool", "default": "NO", "doc": "Shrink the font to fit the width."},
                    {"name": "adjustsFontForContentSizeCategory", "type": "bool", "default": "NO", "doc": "Follow Dynamic Type changes (needs a textStyle font)."},
                    {"name": "minimumScaleFactor", "type": "number", "min": 0, "max": 1, "default": "0", "doc": "Smallest scale of the font when shrinking to fit."},
                    {"name": "preferredMaxLayoutWidth", "type": "number", "doc": "Width used for multi-line intrinsic size."},
                    {"name": "baselineAdjustment", "type": "enum:UIBaselineAdjustment", "default": "alignBaselines", "doc": "Vertical adjustment of shrunk text."},
                    {"name": "allowsDefaultTighteningForTruncation", "type": "bool", "default": "NO", "doc": "Tighten letter spacing before truncating."},
                    {"name": "showsExpansionTextWhenTruncated", "type": "bool", "availability": "iOS 14", "doc": "Show the full text on hover when truncated."}
                  ]
                },
                "UITextInputTraits": {
                  "kind": "protocol",
                  "framework": "UIKit",
                  "doc": "Keyboard traits adopted by UITextField and UITextView.",
                  "properties": [
                    {"name": "keyboardType", "type": "enum:UIKeyboardType", "default": "default", "unsafe": true, "doc": "Keyboard layout."},
                    {"name": "autocapitalizationType", "type": "enum:UITextAutocapitalizationType", "default": "sentences", "unsafe": true, "doc": "Automatic capitalisation."},
                    {"name": "autocorrectionType", "type": "enum:UITextAutocorrectionType", "default": "default", "unsafe": true, "doc": "Autocorrection."},
                    {"name": "spellCheckingType", "type": "enum:UITextSpellCheckingType", "default": "default", "unsafe": true, "doc": "Spell checking."},
                    {"name": "keyboardAppearance", "type": "enum:UIKeyboardAppearance", "default": "default", "unsafe": true, "doc": "Light or dark keyboard."},
                    {"name": "returnKeyType", "type": "enum:UIReturnKeyType", "default": "default", "unsafe": true, "alternatives": ["returnKeyType", "nextReturnKeyType"], "doc": "Title of the return key."},
                    {"name": "enablesReturnKeyAutomatically", "type": "bool", "default": "NO", "unsafe": true, "doc": "Disable the return key while the text is empty."},
                    {"name": "secureTextEntry", "type": "bool", "default": "NO", "unsafe": true, "doc": "Hide the typed text. The password row type sets it."},
                    {"name": "textContentType", "type": "enum:UITextContentType", "availability": "iOS 10", "doc": "Semantic meaning of the text, for AutoFill."},
                    {"name": "smartQuotesType", "type": "enum:UITextSmartQuotesType", "availability": "iOS 11", "doc": "Smart quotes."},
                    {"name": "smartDashesType", "type": "enum:UITextSmartDashesType", "availability": "iOS 11", "doc": "Smart dashes."},
                    {"name": "smartInsertDeleteType", "type": "enum:UITextSmartInsertDeleteType", "availability": "iOS 11", "doc": "Smart insertion and deletion of spaces."}
                  ]
                },
                "UITextField": {
                  "superclass": "UIControl",
                  "protocols": ["UITextInputTraits"],
                  "framework": "UIKit",
                  "doc": "A single-line editable text field.",
                  "properties": [
                    {"name": "text", "type": "string", "doc": "The text; XLForm sets it from the row value on every update."},
                    {"name": "placeholder", "type": "string", "doc": "Grey text shown while the field is empty."},
                    {"name": "attributedText", "type": "NSAttributedString", "doc": "Styled text (only null can be given)."},
                    {"name": "attributedPlaceholder", "type": "NSAttributedString", "doc": "Styled placeholder (only null can be given)."},
                    {"name": "font", "type": "font", "doc": "Font of the text."},
                    {"name": "textColor", "type": "color", "doc": "Colour of the text."},
                    {"name": "textAlignment", "type": "enum:NSTextAlignment", "default": "natural", "doc": "Horizontal alignment."},
                    {"name": "borderStyle", "type": "enum:UITextBorderStyle", "default": "none", "doc": "Border drawn around the field."},
                    {"name": "clearButtonMode", "type": "enum:UITextFieldViewMode", "default": "never", "doc": "When the clear button shows."},
                    {"name": "leftViewMode", "type": "enum:UITextFieldViewMode", "default": "never", "doc": "When the left view shows."},
                    {"name": "rightViewMode", "type": "enum:UITextFieldViewMode", "default": "never", "doc": "When the right view shows."},
                    {"name": "leftView", "type": "UIView", "doc": "View on the left side (only null can be given)."},
                    {"name": "rightView", "type": "UIView", "doc": "View on the right side (only null can be given)."},
                    {"name": "inputView", "type": "UIView", "doc": "Custom keyboard view."},
                    {"name": "inputAccessoryView", "type": "UIView", "doc": "View above the keyboard."},
                    {"name": "clearsOnBeginEditing", "type": "bool", "default": "NO", "doc": "Clear the text when editing begins."},
                    {"name": "clearsOnInsertion", "type": "bool", "default": "NO", "doc": "Replace the text on insertion."},
                    {"name": "adjustsFontSizeToFitWidth", "type": "bool", "default": "NO", "doc": "Shrink the font to fit the width."},
                    {"name": "adjustsFontForContentSizeCategory", "type": "bool", "default": "NO", "doc": "Follow Dynamic Type changes."},
                    {"name": "minimumFontSize", "type": "number", "default": "0", "doc": "Smallest font size when shrinking to fit."},
                    {"name": "background", "type": "image", "doc": "Background image (with borderStyle none)."},
                    {"name": "disabledBackground", "type": "image", "doc": "Background image while disabled."},
                    {"name": "allowsEditingTextAttributes", "type": "bool", "default": "NO", "doc": "Allow bold, italic, underline editing."},
                    {"name": "delegate", "type": "UITextFieldDelegate", "doc": "The field's delegate; XLForm makes the cell the delegate on every update."},
                    {"name": "editing", "type": "bool", "readonly": true, "doc": "Whether the field is being edited."}
                  ]
                },
                "UIScrollView": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "A scrolling view (base of UITextView).",
                  "properties": [
                    {"name": "scrollEnabled", "type": "bool", "default": "YES", "doc": "Allow scrolling."},
                    {"name": "bounces", "type": "bool", "default": "YES", "doc": "Bounce past the edge of the content."},
                    {"name": "alwaysBounceVertical", "type": "bool", "default": "NO", "doc": "Bounce vertically even when the content is smaller than the bounds."},
                    {"name": "alwaysBounceHorizontal", "type": "bool", "default": "NO", "doc": "Bounce horizontally even when the content is smaller than the bounds."},
                    {"name": "showsVerticalScrollIndicator", "type": "bool", "default": "YES", "doc": "Show the vertical scroll indicator."},
                    {"name": "showsHorizontalScrollIndicator", "type": "bool", "default": "YES", "doc": "Show the horizontal scroll indicator."},
                    {"name": "pagingEnabled", "type": "bool", "default": "NO", "doc": "Stop on multiples of the bounds."},
                    {"name": "scrollsToTop", "type": "bool", "default": "YES", "doc": "Scroll to the top when the status bar is tapped."},
                    {"name": "directionalLockEnabled", "type": "bool", "default": "NO", "doc": "Lock scrolling to one direction at a time."},
                    {"name": "indicatorStyle", "type": "enum:UIScrollViewIndicatorStyle", "default": "default", "doc": "Style of the scroll indicators."},
                    {"name": "keyboardDismissMode", "type": "enum:UIScrollViewKeyboardDismissMode", "default": "none", "doc": "How dragging dismisses the keyboard."},
                    {"name": "contentInsetAdjustmentBehavior", "type": "enum:UIScrollViewContentInsetAdjustmentBehavior", "default": "automatic", "availability": "iOS 11", "doc": "How safe-area insets adjust the content."},
                    {"name": "contentInset", "type": "struct:UIEdgeInsets", "doc": "Extra space around the content."},
                    {"name": "contentOffset", "type": "struct:CGPoint", "doc": "Scroll position."},
                    {"name": "contentSize", "type": "struct:CGSize", "doc": "Size of the content."},
                    {"name": "minimumZoomScale", "type": "number", "default": "1", "doc": "Smallest zoom scale."},
                    {"name": "maximumZoomScale", "type": "number", "default": "1", "doc": "Largest zoom scale."}
                  ]
                },
                "UITextView": {
                  "superclass": "UIScrollView",
                  "protocols": ["UITextInputTraits"],
                  "framework": "UIKit",
                  "doc": "A multi-line editable text view.",
                  "properties": [
                    {"name": "text", "type": "string", "doc": "The text; XLForm sets it from the row value on every update."},
                    {"name": "attributedText", "type": "NSAttributedString", "doc": "Styled text (only null can be given)."},
                    {"name": "font", "type": "font", "doc": "Font of the text."},
                    {"name": "textColor", "type": "color", "doc": "Colour of the text."},
                    {"name": "textAlignment", "type": "enum:NSTextAlignment", "default": "natural", "doc": "Horizontal alignment."},
                    {"name": "editable", "type": "bool", "default": "YES", "doc": "Allow editing (KVC key `editable`, not `isEditable`)."},
                    {"name": "selectable", "type": "bool", "default": "YES", "doc": "Allow selecting text."},
                    {"name": "dataDetectorTypes", "type": "flags:UIDataDetectorTypes", "doc": "Kinds of data turned into links (when not editable)."},
                    {"name": "textContainerInset", "type": "struct:UIEdgeInsets", "doc": "Insets of the text container."},
                    {"name": "allowsEditingTextAttributes", "type": "bool", "default": "NO", "doc": "Allow bold, italic, underline editing."},
                    {"name": "clearsOnInsertion", "type": "bool", "default": "NO", "doc": "Replace the text on insertion."},
                    {"name": "adjustsFontForContentSizeCategory", "type": "bool", "default": "NO", "doc": "Follow Dynamic Type changes."},
                    {"name": "usesStandardTextScaling", "type": "bool", "availability": "iOS 13", "doc": "Scale text like other text views on Mac Catalyst."},
                    {"name": "inputView", "type": "UIView", "doc": "Custom keyboard view."},
                    {"name": "inputAccessoryView", "type": "UIView", "doc": "View above the keyboard."},
                    {"name": "delegate", "type": "UITextViewDelegate", "doc": "The view's delegate; XLForm makes the cell the delegate."}
                  ]
                },
                "UISwitch": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "An on/off switch.",
                  "properties": [
                    {"name": "on", "type": "bool", "default": "NO", "doc": "Switch state (KVC key `on`, not `isOn`); XLForm sets it from the row value on every update."},
                    {"name": "onTintColor", "type": "color", "doc": "Colour of the track while on."},
                    {"name": "thumbTintColor", "type": "color", "doc": "Colour of the thumb."},
                    {"name": "preferredStyle", "type": "enum:UISwitchStyle", "default": "automatic", "availability": "iOS 14", "doc": "Checkbox or sliding style (Mac Catalyst)."},
                    {"name": "onImage", "type": "image", "doc": "No effect since iOS 7."},
                    {"name": "offImage", "type": "image", "doc": "No effect since iOS 7."}
                  ]
                },
                "UIStepper": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "A plus/minus stepper.",
                  "properties": [
                    {"name": "value", "type": "number", "default": "0", "doc": "Current value; XLForm sets it from the row value on every update."},
                    {"name": "minimumValue", "type": "number", "default": "0", "doc": "Lowest value (must be below maximumValue)."},
                    {"name": "maximumValue", "type": "number", "default": "100", "doc": "Highest value (must be above minimumValue)."},
                    {"name": "stepValue", "type": "number", "min": 0, "exclusiveMin": true, "default": "1", "doc": "Step; UIKit raises for 0 or less."},
                    {"name": "wraps", "type": "bool", "default": "NO", "doc": "Wrap from the maximum to the minimum and back."},
                    {"name": "continuous", "type": "bool", "default": "YES", "doc": "Send value changes while the user holds a button."},
                    {"name": "autorepeat", "type": "bool", "default": "YES", "doc": "Repeat while a button is held."}
                  ]
                },
                "UISlider": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "A slider.",
                  "properties": [
                    {"name": "value", "type": "number", "default": "0", "doc": "Current value; XLForm sets it from the row value on every update."},
                    {"name": "minimumValue", "type": "number", "default": "0", "doc": "Lowest value."},
                    {"name": "maximumValue", "type": "number", "default": "1", "doc": "Highest value; the default range is 0-1."},
                    {"name": "continuous", "type": "bool", "default": "YES", "doc": "Send value changes while dragging."},
                    {"name": "minimumTrackTintColor", "type": "color", "doc": "Colour of the track before the thumb."},
                    {"name": "maximumTrackTintColor", "type": "color", "doc": "Colour of the track after the thumb."},
                    {"name": "thumbTintColor", "type": "color", "doc": "Colour of the thumb."},
                    {"name": "minimumValueImage", "type": "image", "doc": "Image at the minimum end."},
                    {"name": "maximumValueImage", "type": "image", "doc": "Image at the maximum end."}
                  ]
                },
                "UIDatePicker": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "A date and time picker.",
                  "properties": [
                    {"name": "datePickerMode", "type": "enum:UIDatePickerMode", "default": "dateAndTime", "doc": "What the picker shows; XLForm sets it from the row type."},
                    {"name": "date", "type": "date", "doc": "Selected date."},
                    {"name": "minimumDate", "type": "date", "doc": "Earliest selectable date."},
                    {"name": "maximumDate", "type": "date", "doc": "Latest selectable date."},
                    {"name": "minuteInterval", "type": "integer", "min": 1, "max": 30, "default": "1", "doc": "Minute step; must divide 60."},
                    {"name": "locale", "type": "locale", "doc": "Locale of the picker."},
                    {"name": "calendar", "type": "calendar", "doc": "Calendar of the picker."},
                    {"name": "timeZone", "type": "timeZone", "doc": "Time zone of the picker."},
                    {"name": "countDownDuration", "type": "number", "min": 0, "doc": "Seconds shown in countDownTimer mode."},
                    {"name": "preferredDatePickerStyle", "type": "enum:UIDatePickerStyle", "default": "automatic", "availability": "iOS 13.4", "doc": "Wheels, compact or inline."},
                    {"name": "datePickerStyle", "type": "enum:UIDatePickerStyle", "readonly": true, "availability": "iOS 13.4", "doc": "The style in use."},
                    {"name": "roundsToMinuteInterval", "type": "bool", "availability": "iOS 15", "doc": "Round the date to minuteInterval."}
                  ]
                },
                "UISegmentedControl": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "A row of segments.",
                  "properties": [
                    {"name": "selectedSegmentIndex", "type": "integer", "min": -1, "doc": "Selected segment, -1 for none; XLForm sets it from the row value on every update."},
                    {"name": "momentary", "type": "bool", "default": "NO", "doc": "Segments do not stay selected."},
                    {"name": "apportionsSegmentWidthsByContent", "type": "bool", "default": "NO", "doc": "Size segments by their content."},
                    {"name": "selectedSegmentTintColor", "type": "color", "availability": "iOS 13", "doc": "Colour of the selected segment."},
                    {"name": "numberOfSegments", "type": "integer", "readonly": true, "doc": "Count of segments (one per option)."}
                  ]
                },
                "UIButton": {
                  "superclass": "UIControl",
                  "framework": "UIKit",
                  "doc": "A button. Per-state titles, colours and images need setTitle:forState:, which key paths cannot call.",
                  "properties": [
                    {"name": "titleLabel", "type": "UILabel", "readonly": true, "doc": "Label showing the current title."},
                    {"name": "imageView", "type": "UIImageView", "readonly": true, "doc": "Image view showing the current image."},
                    {"name": "contentEdgeInsets", "type": "struct:UIEdgeInsets", "doc": "Insets of the content."},
                    {"name": "titleEdgeInsets", "type": "struct:UIEdgeInsets", "doc": "Insets of the title."},
                    {"name": "imageEdgeInsets", "type": "struct:UIEdgeInsets", "doc": "Insets of the image."},
                    {"name": "adjustsImageWhenHighlighted", "type": "bool", "default": "YES", "doc": "Darken the image while highlighted."},
                    {"name": "adjustsImageWhenDisabled", "type": "bool", "default": "YES", "doc": "Dim the image while disabled."},
                    {"name": "showsTouchWhenHighlighted", "type": "bool", "default": "NO", "doc": "Glow where touched."},
                    {"name": "buttonType", "type": "enum:UIButtonType", "readonly": true, "doc": "Type the button was created with."},
                    {"name": "currentTitle", "type": "string", "readonly": true, "doc": "Title for the current state."}
                  ]
                },
                "UIImageView": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "A view showing an image.",
                  "properties": [
                    {"name": "image", "type": "image", "doc": "The image."},
                    {"name": "highlightedImage", "type": "image", "doc": "Image while highlighted."},
                    {"name": "highlighted", "type": "bool", "default": "NO", "doc": "Show highlightedImage."},
                    {"name": "animationDuration", "type": "number", "min": 0, "doc": "Seconds per animation cycle."},
                    {"name": "animationRepeatCount", "type": "integer", "min": 0, "default": "0", "doc": "Animation repeats; 0 repeats forever."}
                  ]
                },
                "UIPickerView": {
                  "superclass": "UIView",
                  "framework": "UIKit",
                  "doc": "A spinning-wheel picker. Its rows come from the data source (the options), not from key paths.",
                  "properties": [
                    {"name": "showsSelectionIndicator", "type": "bool", "visibility": "deprecated", "doc": "No effect since iOS 7."},
                    {"name": "numberOfComponents", "type": "integer", "readonly": true, "doc": "Number of wheels."},
                    {"name": "dataSource", "type": "UIPickerViewDataSource", "doc": "Set by XLForm."},
                    {"name": "delegate", "type": "UIPickerViewDelegate", "doc": "Set by XLForm."}
                  ]
                }
              }
            }
            """#)
}
