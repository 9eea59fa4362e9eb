// The same form as AccountFormViewController.m, written the way XLForm's Swift examples write it.
import XLForm

let XLFormRowDescriptorTypeRating = "rating"

class AccountFormViewController: XLFormViewController {

    fileprivate struct Tags {
        static let Email = "email"
        static let Password = "password"
        static let AccountType = "accountType"
    }

    enum Preference: String {
        case newsletter
        case frequency = "frequency"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initializeForm()
    }

    func initializeForm() {
        let form: XLFormDescriptor
        var section: XLFormSectionDescriptor
        var row: XLFormRowDescriptor
        let interests = ["music", "cinema", "japanese"]

        form = XLFormDescriptor(title: "Créer un compte")
        form.addAsteriskToRequiredRowsTitle = true
        form.rowNavigationOptions = [.enabled, .stopDisableRow]

        section = XLFormSectionDescriptor.formSection(withTitle: "Account")
        section.footerTitle = "We never share it."
        form.addFormSection(section)

        // Email
        row = XLFormRowDescriptor(tag: Tags.Email, rowType: XLFormRowDescriptorTypeEmail, title: "Email")
        row.isRequired = true
        row.addValidator(XLFormValidator.email())
        row.cellConfigAtConfigure["textField.placeholder"] = "name@example.com"
        section.addFormRow(row)

        row = XLFormRowDescriptor(tag: Tags.Password, rowType: XLFormRowDescriptorTypePassword, title: "Password")
        row.isRequired = true
        row.requireMsg = "%@ is needed to sign in"
        row.addValidator(XLFormRegexValidator(msg: "At least 6 characters", andRegexString: "^.{6,}$"))
        section.addFormRow(row)

        row = XLFormRowDescriptor(
            tag: Tags.AccountType, rowType: XLFormRowDescriptorTypeSelectorSegmentedControl, title: "Type")
        row.selectorOptions = ["personal", "business"]
        row.value = "personal"
        section.addFormRow(row)

        section = XLFormSectionDescriptor.formSection(withTitle: "Company")
        section.hidden = "$\(Tags.AccountType) != 'business'"
        form.addFormSection(section)

        row = XLFormRowDescriptor(tag: "employees", rowType: XLFormRowDescriptorTypeInteger, title: "Employees")
        row.cellConfig["textField.textAlignment"] = NSTextAlignment.right.rawValue
        row.cellConfig["textLabel.textColor"] = UIColor(red: 1.0, green: 0.5, blue: 0, alpha: 1)
        row.disabled = NSPredicate(format: "$accountType.value == %@", "personal")
        section.addFormRow(row)

        section = XLFormSectionDescriptor.formSection(withTitle: "Preferences")
        form.addFormSection(section)

        row = XLFormRowDescriptor(
            tag: Preference.newsletter.rawValue, rowType: XLFormRowDescriptorTypeBooleanSwitch, title: "Newsletter")
        row.value = false
        section.addFormRow(row)

        row = XLFormRowDescriptor(
            tag: Preference.frequency.rawValue, rowType: XLFormRowDescriptorTypeSelectorPush, title: "Frequency")
        row.selectorOptions = [
            XLFormOptionsObject(value: "daily", displayText: "Every day")!,
            XLFormOptionsObject(value: "weekly", displayText: "Every week")!,
        ]
        row.value = XLFormOptionsObject(value: "weekly", displayText: "Every week")
        row.hidden = "$\(Preference.newsletter.rawValue) == 0"
        section.addFormRow(row)

        row = XLFormRowDescriptor(tag: "experience", rowType: XLFormRowDescriptorTypeRating, title: "How did we do?")
        row.value = 4
        section.addFormRow(row)

        for interest in interests {
            row = XLFormRowDescriptor(
                tag: "likes_\(interest)", rowType: XLFormRowDescriptorTypeBooleanCheck, title: interest)
            section.addFormRow(row)
        }

        section = XLFormSectionDescriptor.formSection(
            withTitle: "Phone numbers", sectionOptions: XLFormSectionOptions.canInsert.union(.canDelete),
            sectionInsertMode: .button)
        section.multivaluedTag = "phones"
        row = XLFormRowDescriptor(tag: nil, rowType: XLFormRowDescriptorTypePhone, title: "Phone")
        section.multivaluedRowTemplate = row.copy() as? XLFormRowDescriptor
        row.value = "+1 555 0100"
        section.addFormRow(row)
        form.addFormSection(section)

        section = XLFormSectionDescriptor.formSection()
        form.addFormSection(section)
        row = XLFormRowDescriptor(tag: "terms", rowType: XLFormRowDescriptorTypeButton, title: "Terms")
        row.action.viewControllerClass = TermsViewController.self
        row.action.viewControllerPresentationMode = .present
        section.addFormRow(row)
        row = XLFormRowDescriptor(tag: "help", rowType: XLFormRowDescriptorTypeButton, title: "Help")
        row.action.formSegueIdentifier = "ShowHelp"
        section.addFormRow(row)
        row = XLFormRowDescriptor(tag: "submit", rowType: XLFormRowDescriptorTypeButton, title: "Create Account")
        row.action.formSelector = #selector(AccountFormViewController.submit(_:))
        section.addFormRow(row)

        self.form = form
    }

    override func formRowDescriptorValueHasChanged(_ formRow: XLFormRowDescriptor!, oldValue: Any!, newValue: Any!) {
        super.formRowDescriptorValueHasChanged(formRow, oldValue: oldValue, newValue: newValue)
        if formRow.tag == Preference.newsletter.rawValue {
            form.formRow(withTag: Preference.frequency.rawValue)?.title = "How often?"
        }
    }
}

class RatingCell: XLFormBaseCell {
    override class func load() {
        XLFormViewController.cellClassesForRowDescriptorTypes()[XLFormRowDescriptorTypeRating] = RatingCell.self
    }
}
