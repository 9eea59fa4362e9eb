extension DiagnosticCodeInfo {
    private init(_ code: DiagnosticCode, _ severity: Severity, _ summary: String, _ rationale: String) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
    }

    /// Every code formspec reports, in documentation order.
    public static let all: [DiagnosticCodeInfo] = [
        .init(
            .jsonSyntax, .error, "The document is not well-formed JSON.",
            "Each recoverable error is reported with its range; the rest of the document is still checked."),
        .init(
            .invalidType, .error, "A property has the wrong JSON type, e.g. `\"required\": \"yes\"`.",
            "XLForm would receive an object of the wrong class and misbehave or raise."),
        .init(
            .unknownProperty, .warning, "A property the spec format does not define.",
            "Usually a typo; the property is ignored. The message ranks likely intended names."),
        .init(
            .missingProperty, .error,
            "A required property is absent (`rowType`, `sections`, a regex validator's `regex`, ...).",
            "XLForm cannot build the descriptor without it."),
        .init(
            .duplicateProperty, .warning, "The same property appears twice in one object.",
            "JSON readers keep one of them silently; which one differs between tools."),
        .init(
            .unknownRowType, .error,
            "`rowType` is neither one of XLForm's 40 types nor declared in `customRowTypes`, and the row has no `cellClass`.",
            "XLForm asserts \"Not defined XLFormRowDescriptorType\" when it creates the cell."),
        .init(
            .duplicateTag, .error,
            "Two rows share a tag. A hint when none of them holds a value and no predicate reads the tag (buttons).",
            "XLForm keeps only the last row under that tag: predicates and formValues see one of them. Rows without values lose nothing; only formRowWithTag: finds the last."
        ),
        .init(
            .missingTag, .warning,
            "A value-bearing row has no tag, or a section that can insert rows has no `multivaluedTag`.",
            "Its value never reaches formValues or httpParameters: inserted rows are copies, which XLForm gives no tag."
        ),
        .init(
            .unreferenceableTag, .hint,
            "A tag that XLForm's `$tag` rewriting cannot reference; a warning when a predicate writes `$tag` for it.",
            "The rewrite ends a tag only at space, `<>!=+-&|()` or `.`, and NSPredicate reads a variable name of ASCII letters, digits and `_` not starting with a digit: any other tag breaks predicates that name it. formRowWithTag: and formValues take it as it is."
        ),
        .init(
            .missingOptions, .warning,
            "A selector row without `selectorOptions` (and without a custom `action` view controller, or a segue on a push or popover selector).",
            "The selector opens an empty list."),
        .init(
            .valueNotInOptions, .warning, "The default `value` of a selector is not among its options.",
            "The row shows the value but no option is selected; the options list has no checkmark."),
        .init(
            .valueType, .warning, "The default `value` is of the wrong kind for the row type.",
            "The cell expects another class and shows nothing, or raises when the value is used."),
        .init(
            .invalidRegex, .error, "A validator regex that ICU cannot compile.",
            "NSPredicate MATCHES raises during validation; XLForm does not catch it."),
        .init(
            .missingValidatorMessage, .error, "A regex validator without `msg`.",
            "XLForm inserts nil into the error's userInfo in formValidationErrors and crashes."),
        .init(
            .conflictingAction, .warning, "Mutually exclusive `action` properties are set together.",
            "XLFormAction's setters clear each other; only one takes effect."),
        .init(
            .invalidValue, .error, "A property has a value outside its allowed set or format.",
            "XLForm receives a value it has no meaning for (an unknown insert mode, a malformed date)."),
        .init(
            .iPadOnlyRow, .warning,
            "A `selectorPopover` or `multipleSelectorPopover` row, which XLForm allows only on iPad.",
            "XLFormRowDescriptor's initializer asserts unless the device is an iPad, for the row and for every copy a multivalued section inserts; apps guard such rows with an idiom check, which a spec cannot express."
        ),
        .init(
            .predicateSyntax, .error,
            "A `hidden`/`disabled` predicate does not parse, or XLForm's `$tag` rewriting breaks it.",
            "predicateWithFormat: raises from the setter, or the rewrite itself raises (an empty tag); XLForm does not catch either and the app crashes. A tag that runs into `,` `*` `}` or a `$` inside a quoted string corrupts the text."
        ),
        .init(
            .predicateUnspecified, .warning, "A predicate parses, but Apple's documentation leaves its meaning open.",
            "A backslash pair that is no escape, a reserved word after `$`, bitwise operators mixed without parentheses, a function called with the wrong number of arguments: what NSPredicate does with them is undocumented."
        ),
        .init(
            .unknownTag, .error, "A predicate names `$tag` that no row has.",
            "Evaluation raises \"Can't get value for 'x' in bindings\"; XLForm swallows it and the row keeps its previous state."
        ),
        .init(
            .predicateType, .warning,
            "A comparison that cannot be true, or that NSPredicate rejects, for the row's value kind.",
            "E.g. `$switch == 'yes'` (switches hold 0/1) or `$age > 18` on a text row (a string). Only reported when it holds for every value the row type stores, nil included; NSPredicate's exceptions are swallowed by XLForm, which keeps the previous state."
        ),
        .init(
            .predicateCycle, .error,
            "hidden/disabled dependencies form a cycle through `$tag.isHidden`, `$tag.isDisabled` or SELF.",
            "isHidden/isDisabled evaluate the predicate while its cached result is dirty and fill the cache only afterwards, so the first evaluation of a cycle re-enters itself without end and the app crashes."
        ),
        .init(
            .predicateUntaggedRow, .error,
            "A row with a predicate that uses variables has no tag (or one that XLForm does not keep).",
            "XLForm inserts nil into its observer list when the row is added and crashes; rows copied into multivalued sections lose their tag; an empty tag is never re-evaluated."
        ),
        .init(
            .invalidAttribute, .warning, "`$a.hidden`, `$a.foo`: an attribute XLForm does not keep.",
            "The rewrite turns it into `$a.value.hidden`, a key path on the row's value."),
        .init(
            .untrackedDependency, .warning,
            "A `$tag` inside arithmetic, a function call or a collection, which XLForm's dependency extraction does not see.",
            "XLForm only observes key-path references; changing that row never re-evaluates the predicate."),
        .init(
            .constantPredicate, .hint,
            "A predicate that is always true or always false, or a part of AND/OR that never changes the result.",
            "The row is never shown, never hidden, never enabled or never disabled; a JSON boolean says so without a predicate."
        ),
        .init(
            .unknownKeyPath, .warning, "A cell config key path the row's cell does not have.",
            "setValue:forKeyPath: raises NSUnknownKeyException when the cell is configured."),
        .init(
            .keyPathValue, .error,
            "A cell config value of the wrong type for its key path, an unknown enum case, a malformed colour or font.",
            "KVC stores an object of the wrong class into the property, which raises or misrenders."),
        .init(
            .ineffectiveConfig, .warning, "A `cellConfigAtConfigure` key that the cell's update overwrites on display.",
            "Only `cellConfig` is applied after the cell's own update; move the key there."),
        .init(
            .unsafeKeyPath, .warning,
            "A UITextField/UITextView trait key path that raises through KVC on some iOS versions.",
            "Use the cell-level alternative (returnKeyType, nextReturnKeyType) or the row type that sets the trait."),
        .init(
            .importUnsupported, .warning,
            "Form-building code that `formspec import` or `formspec check` on code could not bring into the spec.",
            "The spec keeps everything else; what is reported (a block, a run-time value, control flow, a later change) must be carried over by hand or stays in code."
        ),
        .init(
            .unknownFieldType, .warning,
            "An FXForms field `type` that is not one of FXForms' types, not declared in the project configuration, and comes without a `cell`.",
            "FXForms finds no cell for it and shows the default cell; the value class is not inferred either."),
        .init(
            .unknownClass, .warning,
            "A class name a small edit away from a class formspec knows (FXForms, UIKit, Foundation, the project's app classes).",
            "NSClassFromString returns nil: the class (cell, value class, controller, transformer) is silently not used."
        ),
        .init(
            .classKind, .error,
            "A known class named where FXForms needs another kind of class (`cell` naming a view controller), or one FXForms refuses.",
            "FXForms instantiates or messages the class as what the key implies, which raises or asserts."),
        .init(
            .optionIndex, .information,
            "A numeric value class with non-numeric options: FXForms stores the index of the selected option.",
            "The form property receives 0, 1, 2 … (an NS_ENUM), not the option text; the placeholder row stores nil."),
        .init(
            .optionClass, .warning,
            "Options whose values cannot be stored in the field's class, so the selection never shows.",
            "FXForms converts the picked option into the class (an NSString field stores a number's description) and then finds the stored value among no options."
        ),
        .init(
            .defaultValue, .warning,
            "A `default` that does not fit the field's type, class or options.",
            "FXForms stores the default in the form whenever the value is nil: a string in a date field crashes the date picker, a value outside the options is never shown as selected."
        ),
        .init(
            .ineffectiveAttribute, .warning,
            "`inline`, `sortable`, `template`, `placeholder` or a `<key>Field` dictionary where FXForms never uses it.",
            "FXForms reads it only for options, collections or subforms (inline), ordered collections (sortable), collections (template), nil values without default (placeholder), fields with that key."
        ),
        .init(
            .sectionHeader, .warning, "A `header` or `footer` that is neither a string nor null.",
            "FXForms shows the value's description as the title (`1`, or a multi-line dump of an array)."),
        .init(
            .controllerKey, .error,
            "`controller`, which FXForms' README documents for the view controller: the code reads `viewController`.",
            "FXForms takes `controller` for a cell key path and sets it on the cell, which raises NSUnknownKeyException; the view controller is never used."
        ),
        .init(
            .typeReset, .warning,
            "A `type` that FXForms replaces by `default`, because the field has options, a view controller or a template and is not inline.",
            "The field pushes a list or controller with the default cell; the written type (and its cell) never applies."
        ),
        .init(
            .keylessField, .warning,
            "A field without `key` that has no `action`, `segue` or view controller either.",
            "It reads and stores nothing and does nothing when tapped."),
        .init(
            .fieldProperty, .error,
            "A field key that names an internal FXFormField property (`value`, `cellClass`, `isInline` …).",
            "FXForms sets the property through KVC instead of reading the key it resembles: the value is written into the form, a string lands where a class is expected, or a flag is set too late."
        ),
        .init(
            .excludedField, .warning, "A field listed in `fields` or `extraFields` whose key `excludedFields` removes.",
            "FXForms drops it; the dictionary has no effect."),
        .init(
            .convertUnsupported, .warning,
            "Something `formspec convert` cannot express in the other library.",
            "The converted spec leaves it out or approximates it; the message says which."),
        .init(
            .generateUnsupported, .error,
            "`formspec generate`: the target library cannot express this part of the spec (Eureka has no left-right selector, XLForm no form-wide predicate).",
            "Generating code without it would build a different form than the spec describes, so the spec is refused instead; protocol/generate.md lists every unsupported pair."
        ),
    ]
}
