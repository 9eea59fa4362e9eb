// Réservation 日本 👍: the same three mistakes in Swift.
import XLForm

class BrokenFormViewController: XLFormViewController {
    struct Tags {
        static let AllDay = "allDay"
    }

    func initializeForm() {
        let form = XLFormDescriptor(title: "Événement 日本")
        let section = XLFormSectionDescriptor.formSection()
        form.addFormSection(section)

        var row = XLFormRowDescriptor(
            tag: Tags.AllDay, rowType: XLFormRowDescriptorTypeBooleanSwitch, title: "Toute la journée 👍")
        row.value = 0
        section.addFormRow(row)

        row = XLFormRowDescriptor(tag: "starts", rowType: "dateTimeInline", title: "Début 👍")
        section.addFormRow(row)

        row = XLFormRowDescriptor(tag: "notes", rowType: XLFormRowDescriptorTypeText, title: "日本語")
        row.hidden = "$\(Tags.AllDay) == 1 OR $alDay == 1"
        row.cellConfig["textField.placeholdr"] = "Notes 👍"
        section.addFormRow(row)

        self.form = form
    }
}
