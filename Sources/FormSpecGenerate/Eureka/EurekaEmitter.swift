import FormSpec

/// `NAMEForm.swift` for Eureka.
struct EurekaEmitter {
    let plan: FormPlan
    let name: FormName

    func emit() -> Emission {
        Emission(unsupported: [
            Diagnostic(.generateUnsupported, "eureka: not generated yet", at: plan.range)
        ])
    }
}
