// What FXForms makes of a field dictionary (FXForms 1.2.14, FXForms/FXForms.{h,m}): the keys
// it reads, its field types with the cell each gets and the value class each implies, the
// inference rules of FXFormFieldInferType, the FXFormField properties a dictionary key would
// overwrite through KVC, the key paths FXFormTextFieldCell applies itself, and the Foundation
// and UIKit classes its rules test values against. Data only; the format is in protocol/fxforms.md.
extension CatalogSource {
    static let fxformsFields = CatalogSource(
        name: "FXFormsFields",
        json: #"""
            {
              "fxforms": {
                "fieldKeys": [
                  {"name": "key", "constant": "FXFormFieldKey", "types": ["string"], "doc": "Name of the form object's property (or getter) the field reads and writes. A field without key is virtual: a button (`action`), a segue or a label."},
                  {"name": "type", "constant": "FXFormFieldType", "types": ["string"], "doc": "Field type: decides the cell and how typed text is converted. Inferred from the class and the key when absent; any custom string works with a `cell` (or a cell the app registers for it)."},
                  {"name": "title", "constant": "FXFormFieldTitle", "types": ["string"], "doc": "Title shown in the cell. Derived from the key (or the action's selector) when absent: `emailAddress` becomes \"Email Address\"."},
                  {"name": "class", "constant": "FXFormFieldClass", "types": ["string"], "role": "value", "doc": "Class of the value, by name. Inferred from the first option, else from the type. A collection class (NSArray, NSSet, NSOrderedSet, NSIndexSet, NSDictionary) makes an options field multi-select."},
                  {"name": "cell", "constant": "FXFormFieldCell", "types": ["string"], "role": "cell", "doc": "Cell class by name, instead of the one the type gets (FXFormStepperCell, FXFormSliderCell, FXFormOptionPickerCell, FXFormOptionSegmentsCell or an app cell)."},
                  {"name": "placeholder", "constant": "FXFormFieldPlaceholder", "types": ["string", "number", "boolean"], "doc": "Shown while the value is nil or empty. In an options list it becomes the first row, which resets the value to nil."},
                  {"name": "default", "constant": "FXFormFieldDefaultValue", "types": ["string", "number", "boolean", "array"], "doc": "Value stored in the form whenever the field reads nil; a single value is wrapped into an array or set for collection classes. The placeholder never shows once a default is set."},
                  {"name": "options", "constant": "FXFormFieldOptions", "types": ["array"], "doc": "Values the user picks from; the field pushes a checklist (or shows it inline). An empty array counts as no options."},
                  {"name": "template", "constant": "FXFormFieldTemplate", "types": ["object"], "doc": "Field dictionary describing each element of a collection value (NSArray, NSOrderedSet ...); its title names the \"Add Item\" row."},
                  {"name": "valueTransformer", "constant": "FXFormFieldValueTransformer", "types": ["string"], "role": "valueTransformer", "doc": "NSValueTransformer subclass, by name, that turns the value (and each option) into display text; a reversible one also converts what the user types."},
                  {"name": "action", "constant": "FXFormFieldAction", "types": ["string"], "doc": "Selector name sent up the responder chain when the field is tapped (or, for controls, when its value changes). FXForms raises if nothing responds to it."},
                  {"name": "segue", "constant": "FXFormFieldSegue", "types": ["string"], "role": "segue", "doc": "Identifier of a segue of the form's view controller, or a UIStoryboardSegue subclass by name used to present the subform."},
                  {"name": "header", "constant": "FXFormFieldHeader", "types": ["string", "null"], "role": "view", "doc": "Starts a new section before this field with this header text (or a UIView subclass by name); an empty string or null starts one without header."},
                  {"name": "footer", "constant": "FXFormFieldFooter", "types": ["string", "null"], "role": "view", "doc": "Footer text (or a UIView subclass by name) of the section this field ends."},
                  {"name": "inline", "constant": "FXFormFieldInline", "types": ["boolean", "number"], "doc": "Show options, a collection or a subform inside this table instead of pushing a new one."},
                  {"name": "sortable", "constant": "FXFormFieldSortable", "types": ["boolean", "number"], "doc": "Show reorder controls for an NSArray or NSOrderedSet collection."},
                  {"name": "viewController", "constant": "FXFormFieldViewController", "types": ["string"], "role": "viewController", "doc": "View controller class, by name, pushed when the field is tapped; it receives the field (FXFormFieldViewController protocol). FXForms' README calls this key `controller`, but the code reads `viewController`."},
                  {"name": "style", "types": ["number"], "enum": "UITableViewCellStyle", "doc": "UITableViewCellStyle raw value the cell is created with (not applied by KVC). Without it the style is value1 when the form has the key, default otherwise."}
                ],
                "types": [
                  {"name": "default", "constant": "FXFormFieldTypeDefault", "cell": "FXFormDefaultCell", "doc": "Title and detail text; subforms, options lists, collections and view controllers push a new screen. The type FXForms gives a field it cannot guess, and every non-inline field with options, a view controller or a template."},
                  {"name": "label", "constant": "FXFormFieldTypeLabel", "cell": "FXFormDefaultCell", "registered": false, "class": "NSString", "doc": "Read-only: title and the value's description, no accessory; not selectable without an action."},
                  {"name": "text", "constant": "FXFormFieldTypeText", "cell": "FXFormTextFieldCell", "class": "NSString", "traits": {"autocorrectionType": 0, "autocapitalizationType": 2, "keyboardType": 0}, "doc": "Single-line text with autocorrection and sentence capitalisation."},
                  {"name": "longtext", "constant": "FXFormFieldTypeLongText", "cell": "FXFormTextViewCell", "class": "NSString", "doc": "Multi-line text in a growing text view."},
                  {"name": "url", "constant": "FXFormFieldTypeURL", "cell": "FXFormTextFieldCell", "class": "NSURL", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 3}, "doc": "A URL: URL keyboard, no autocorrection; an NSURL class converts the text with URLWithString:."},
                  {"name": "email", "constant": "FXFormFieldTypeEmail", "cell": "FXFormTextFieldCell", "class": "NSString", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 7}, "doc": "An email address: email keyboard, no autocorrection or capitalisation."},
                  {"name": "phone", "constant": "FXFormFieldTypePhone", "cell": "FXFormTextFieldCell", "class": "NSString", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 5}, "doc": "A phone number: phone pad."},
                  {"name": "password", "constant": "FXFormFieldTypePassword", "cell": "FXFormTextFieldCell", "class": "NSString", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 0, "secureTextEntry": true}, "doc": "Secure text entry, no autocorrection."},
                  {"name": "number", "constant": "FXFormFieldTypeNumber", "cell": "FXFormTextFieldCell", "class": "NSNumber", "converts": "double", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 2}, "doc": "A number typed as text, stored as an NSNumber (doubleValue; empty text stores nil)."},
                  {"name": "integer", "constant": "FXFormFieldTypeInteger", "cell": "FXFormTextFieldCell", "class": "NSNumber", "converts": "integer", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 2}, "doc": "An integer typed as text (longLongValue; empty text stores nil)."},
                  {"name": "unsigned", "constant": "FXFormFieldTypeUnsigned", "cell": "FXFormTextFieldCell", "class": "NSNumber", "converts": "integer", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 4}, "doc": "A non-negative integer on the number pad (converted with longLongValue, so a minus sign is kept)."},
                  {"name": "float", "constant": "FXFormFieldTypeFloat", "cell": "FXFormTextFieldCell", "class": "NSNumber", "converts": "double", "traits": {"autocorrectionType": 1, "autocapitalizationType": 0, "keyboardType": 2}, "doc": "Like number, for primitive (never nil) properties."},
                  {"name": "bitfield", "constant": "FXFormFieldTypeBitfield", "cell": "FXFormDefaultCell", "registered": false, "class": "NSNumber", "doc": "An NS_OPTIONS integer picked from options: each option is a bit (1 << index, or its own number)."},
                  {"name": "boolean", "constant": "FXFormFieldTypeBoolean", "cell": "FXFormSwitchCell", "class": "NSNumber", "doc": "A switch."},
                  {"name": "option", "constant": "FXFormFieldTypeOption", "cell": "FXFormDefaultCell", "registered": false, "class": "NSNumber", "doc": "A boolean shown as a checkmark toggled by a tap."},
                  {"name": "date", "constant": "FXFormFieldTypeDate", "cell": "FXFormDatePickerCell", "class": "NSDate", "doc": "A date (picker in date mode; medium date style)."},
                  {"name": "time", "constant": "FXFormFieldTypeTime", "cell": "FXFormDatePickerCell", "class": "NSDate", "doc": "A time (picker in time mode; medium time style)."},
                  {"name": "datetime", "constant": "FXFormFieldTypeDateTime", "cell": "FXFormDatePickerCell", "class": "NSDate", "doc": "A date and time (short date and time styles)."},
                  {"name": "image", "constant": "FXFormFieldTypeImage", "cell": "FXFormImagePickerCell", "class": "UIImage", "doc": "An image from the camera or the photo library."}
                ],
                "typeByClass": [
                  {"class": "NSURL", "type": "url"},
                  {"class": "NSNumber", "type": "number"},
                  {"class": "NSDate", "type": "date"},
                  {"class": "UIImage", "type": "image"}
                ],
                "typeByKeySuffix": [
                  {"suffixes": ["password"], "type": "password"},
                  {"suffixes": ["email", "emailaddress"], "type": "email"},
                  {"suffixes": ["phone", "phonenumber"], "type": "phone"},
                  {"suffixes": ["url", "link"], "type": "url"}
                ],
                "fieldProperties": [
                  {"name": "value", "doc": "sets the field's value, which FXForms writes into the form object while it builds the fields", "instead": "default"},
                  {"name": "form", "doc": "replaces the form object the field reads and writes"},
                  {"name": "formController", "doc": "replaces the field's form controller"},
                  {"name": "cellConfig", "doc": "replaces the dictionary of key paths FXForms applies to the cell"},
                  {"name": "valueClass", "doc": "stores the string itself as the value class, which FXForms then sends class messages to", "instead": "class"},
                  {"name": "cellClass", "doc": "stores the string itself as the cell class, which FXForms then tries to instantiate", "instead": "cell"},
                  {"name": "fieldTemplate", "doc": "stores the template without the preprocessing `template` gets", "instead": "template"},
                  {"name": "defaultValue", "doc": "stores the default without wrapping a single value for a collection class", "instead": "default"},
                  {"name": "isInline", "doc": "sets the flag after the type was already reset for a pushed list", "instead": "inline"},
                  {"name": "isSortable", "doc": "sets the flag FXForms reads through `sortable`", "instead": "sortable"},
                  {"name": "reverseValueTransformer", "doc": "stores the string itself as a block, which FXForms then calls"}
                ],
                "directKeyPaths": {
                  "FXFormTextFieldCell": [
                    "textField.autocapitalizationType", "textField.autocorrectionType", "textField.spellCheckingType",
                    "textField.keyboardType", "textField.keyboardAppearance", "textField.returnKeyType",
                    "textField.enablesReturnKeyAutomatically", "textField.secureTextEntry"
                  ]
                },
                "classes": {
                  "NSObject": {"framework": "Foundation", "doc": "Root class."},
                  "NSString": {"superclass": "NSObject", "framework": "Foundation", "doc": "Text. Typed text is stored as is; a number written into an NSString field is stored as its description."},
                  "NSMutableString": {"superclass": "NSString", "framework": "Foundation", "doc": "Mutable text: FXForms replaces the contents of the existing string."},
                  "NSValue": {"superclass": "NSObject", "framework": "Foundation", "doc": "Boxed C value; struct properties are inferred as NSValue labels."},
                  "NSNumber": {"superclass": "NSValue", "framework": "Foundation", "numeric": true, "doc": "A number or boolean. With non-numeric options FXForms stores the selected option's index."},
                  "NSDecimalNumber": {"superclass": "NSNumber", "framework": "Foundation", "numeric": true, "doc": "A decimal number."},
                  "NSDate": {"superclass": "NSObject", "framework": "Foundation", "doc": "A point in time."},
                  "NSURL": {"superclass": "NSObject", "framework": "Foundation", "doc": "A URL; typed text is converted with URLWithString:."},
                  "NSData": {"superclass": "NSObject", "framework": "Foundation", "doc": "Bytes."},
                  "NSArray": {"superclass": "NSObject", "framework": "Foundation", "collection": "array", "doc": "Ordered collection: multi-select options store the selected values in option order; with a template, a list the user edits."},
                  "NSMutableArray": {"superclass": "NSArray", "framework": "Foundation", "collection": "array", "doc": "Mutable NSArray."},
                  "NSSet": {"superclass": "NSObject", "framework": "Foundation", "collection": "set", "doc": "Unordered collection: multi-select options store the selected values."},
                  "NSMutableSet": {"superclass": "NSSet", "framework": "Foundation", "collection": "set", "doc": "Mutable NSSet."},
                  "NSCountedSet": {"superclass": "NSMutableSet", "framework": "Foundation", "collection": "set", "doc": "Set counting its elements."},
                  "NSOrderedSet": {"superclass": "NSObject", "framework": "Foundation", "collection": "orderedSet", "doc": "Ordered set: selected values keep the options' order."},
                  "NSMutableOrderedSet": {"superclass": "NSOrderedSet", "framework": "Foundation", "collection": "orderedSet", "doc": "Mutable NSOrderedSet."},
                  "NSIndexSet": {"superclass": "NSObject", "framework": "Foundation", "collection": "indexSet", "doc": "Set of indexes: multi-select options store the selected options' indexes (or their numbers)."},
                  "NSMutableIndexSet": {"superclass": "NSIndexSet", "framework": "Foundation", "collection": "indexSet", "doc": "Mutable NSIndexSet."},
                  "NSDictionary": {"superclass": "NSObject", "framework": "Foundation", "collection": "dictionary", "doc": "Multi-select options store index → selected value."},
                  "NSMutableDictionary": {"superclass": "NSDictionary", "framework": "Foundation", "collection": "dictionary", "doc": "Mutable NSDictionary."},
                  "NSValueTransformer": {"superclass": "NSObject", "framework": "Foundation", "doc": "Converts values for display (and back, when reversible)."},
                  "NSManagedObject": {"superclass": "NSObject", "framework": "CoreData", "doc": "Core Data object; an inline subform of this class is not created automatically."},
                  "UIImage": {"superclass": "NSObject", "framework": "UIKit", "doc": "An image."},
                  "UIResponder": {"superclass": "NSObject", "framework": "UIKit", "doc": "Responder chain object."},
                  "UIViewController": {"superclass": "UIResponder", "framework": "UIKit", "doc": "A view controller; as a field's class it is pushed (created with init) when the field is tapped."},
                  "UITableViewController": {"superclass": "UIViewController", "framework": "UIKit", "doc": "Table view controller."},
                  "UINavigationController": {"superclass": "UIViewController", "framework": "UIKit", "doc": "Navigation controller."},
                  "UIImagePickerController": {"superclass": "UINavigationController", "framework": "UIKit", "doc": "Camera and photo library picker."},
                  "FXFormViewController": {"superclass": "UIViewController", "framework": "FXForms", "doc": "FXForms' controller for subforms, options lists and collections."},
                  "UIStoryboardSegue": {"superclass": "NSObject", "framework": "UIKit", "doc": "A storyboard transition; a subclass named in `segue` presents the subform."},
                  "UIStoryboardPopoverSegue": {"superclass": "UIStoryboardSegue", "framework": "UIKit", "unsupported": "FXForms asserts that popover segues are not supported (FXFormField -setSegue:)", "doc": "Popover segue (deprecated)."}
                }
              }
            }
            """#)
}
