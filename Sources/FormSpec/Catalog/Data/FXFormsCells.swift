// FXForms' cell classes (FXForms.h, and the private properties FXForms.m declares) with the
// key paths a field dictionary's extra keys can reach on each. They are not XLForm cells, so
// `cell` stays false: XLForm completion and messages never offer them. Data only.
extension CatalogSource {
    static let fxformsCells = CatalogSource(
        name: "FXFormsCells",
        json: #"""
            {
              "classes": {
                "FXFormBaseCell": {
                  "superclass": "UITableViewCell",
                  "framework": "FXForms",
                  "doc": "Base of every FXForms cell. Its accessory type and editing accessory type (and views) are kept equal, because the form table is always in editing mode.",
                  "properties": [
                    {"name": "field", "type": "FXFormField", "doc": "The field the cell shows; FXForms sets it after the first pass of key paths. Do not configure it."},
                    {"name": "nextCell", "type": "UITableViewCell", "readonly": true, "doc": "The cell below this one, for return-key navigation."}
                  ]
                },
                "FXFormDefaultCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and detail text: labels, buttons, options lists and subforms (disclosure indicator), booleans and options shown as a checkmark.",
                  "properties": []
                },
                "FXFormTextFieldCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and a text field: text, url, email, phone, password, number, integer, unsigned and float fields.",
                  "properties": [
                    {"name": "textField", "type": "UITextField", "readonly": true, "doc": "The text field the user types in."}
                  ]
                },
                "FXFormTextViewCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title above a growing text view: longtext fields.",
                  "properties": [
                    {"name": "textView", "type": "UITextView", "readonly": true, "doc": "The text view the user types in; the placeholder is drawn by detailTextLabel."}
                  ]
                },
                "FXFormSwitchCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and a UISwitch as accessory view: boolean fields.",
                  "properties": [
                    {"name": "switchControl", "type": "UISwitch", "readonly": true, "doc": "The switch (the cell's accessoryView)."}
                  ]
                },
                "FXFormStepperCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title, the value as detail text and a UIStepper. Never chosen by type: name it in `cell`.",
                  "properties": [
                    {"name": "stepper", "type": "UIStepper", "readonly": true, "doc": "The stepper, inside a wrapper accessory view."}
                  ]
                },
                "FXFormSliderCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and a UISlider. Never chosen by type: name it in `cell`.",
                  "properties": [
                    {"name": "slider", "type": "UISlider", "readonly": true, "doc": "The slider (a private readwrite property; KVC reaches it)."}
                  ]
                },
                "FXFormDatePickerCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and the formatted date; a UIDatePicker is the input view: date, time and datetime fields.",
                  "properties": [
                    {"name": "datePicker", "type": "UIDatePicker", "readonly": true, "doc": "The picker shown as input view; its mode follows the field type on every update."}
                  ]
                },
                "FXFormImagePickerCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and a thumbnail; tapping offers the camera or the photo library: image fields.",
                  "properties": [
                    {"name": "imagePickerView", "type": "UIImageView", "readonly": true, "doc": "The thumbnail (the cell's accessoryView)."},
                    {"name": "imagePickerController", "type": "UIImagePickerController", "readonly": true, "doc": "The picker presented on tap (created on first use)."},
                    {"name": "controller", "type": "UIViewController", "visibility": "private", "doc": "The presenting controller while the action sheet is up (weak); set by FXForms."}
                  ]
                },
                "FXFormOptionPickerCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and the selected option; a UIPickerView of the options is the input view. Single selection only; name it in `cell`.",
                  "properties": [
                    {"name": "pickerView", "type": "UIPickerView", "readonly": true, "doc": "The picker of the options (placeholder first when there is one)."}
                  ]
                },
                "FXFormOptionSegmentsCell": {
                  "superclass": "FXFormBaseCell",
                  "framework": "FXForms",
                  "doc": "Title and a UISegmentedControl with one segment per option. Single selection only; name it in `cell`.",
                  "properties": [
                    {"name": "segmentedControl", "type": "UISegmentedControl", "readonly": true, "doc": "The segments, rebuilt from the options on every update."}
                  ]
                }
              }
            }
            """#)
}
