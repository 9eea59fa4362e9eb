extension PreviewSession {
    /// `-isHidden`: evaluates when the cache is dirty, else answers from it.
    func isHidden(_ holder: some ConditionHolder) throws(EvaluationError) -> Bool {
        let cache = holder[cache: .hidden]
        return cache.isDirty ? try evaluate(.hidden, of: holder) : cache.bool
    }

    /// `-isDisabled`: YES without evaluating while the form is disabled.
    func isDisabled(_ row: RowState) throws(EvaluationError) -> Bool {
        if formDisabled { return true }
        let cache = row.disabledCache
        return cache.isDirty ? try evaluate(.disabled, of: row) : cache.bool
    }

    /// `-evaluateIsHidden` / `-evaluateIsDisabled`: evaluates the condition now. XLForm catches
    /// every exception of the evaluation, marks the cache dirty and keeps the previous value;
    /// so does this, recording why. A cycle (XLForm recurses until the stack overflows) is
    /// thrown up to the evaluation it re-entered, so every condition on it keeps its state.
    @discardableResult
    func evaluate(_ kind: ConditionKind, of holder: some ConditionHolder) throws(EvaluationError) -> Bool {
        // The fast form first: most conditions have one, and it is read without copying the
        // condition (which the general path and the messages need).
        let fast = holder.fastPredicate(kind)
        if fast == nil, !holder.condition(kind).isPredicate {
            if case .constant(let b) = holder.condition(kind) {
                store(b, kind, in: holder)
            } else {
                store(false, kind, in: holder)
            }
            return holder[cache: kind].bool
        }
        if let fast, !fast.mayRecurse {
            // Nothing it reads can come back to this evaluation: no cycle to look for.
            do {
                store(try evaluate(fast), kind, in: holder)
            } catch {
                keepState(after: error, kind, of: holder)
            }
            return holder[cache: kind].bool
        }
        let entry = Evaluation(holder, kind)
        if let depth = evaluationStack.firstIndex(of: entry) {
            cycleOrigin = depth
            let path = evaluationStack[depth...].map {
                "\($0.holder.name).\($0.kind == .hidden ? "isHidden" : "isDisabled")"
            }
            throw EvaluationError(.cycle, (path + [path[0]]).joined(separator: " → "))
        }
        evaluationStack.append(entry)
        defer { evaluationStack.removeLast() }
        do {
            let result: Bool
            if let fast {
                result = try evaluate(fast)
            } else if case .predicate(let node, _, _, _) = holder.condition(kind) {
                result = try evaluator.evaluate(node, object: .object(holder), variables: self)
            } else {
                result = false
            }
            store(result, kind, in: holder)
        } catch {
            guard case .predicate(_, let source, _, _) = holder.condition(kind) else { return holder[cache: kind].bool }
            holder[cache: kind].isDirty = true
            if error.kind == .cycle, let origin = cycleOrigin {
                holder.note(
                    PreviewWarning(
                        .cycle,
                        "\(kind.rawValue) '\(source)' depends on itself (\(error.message)): XLForm recurses until it crashes; the preview keeps the previous state",
                        tag: (holder as? RowState)?.tag, property: kind.rawValue, crashes: true))
                if origin < evaluationStack.count - 1 { throw error }
                cycleOrigin = nil
            } else {
                keepState(after: error, kind, of: holder)
            }
        }
        return holder[cache: kind].bool
    }

    /// An evaluation raised (other than by a cycle): the cache is dirty again and keeps its
    /// value, as XLForm's catch leaves it, and the row notes why.
    private func keepState(after error: EvaluationError, _ kind: ConditionKind, of holder: some ConditionHolder) {
        guard case .predicate(_, let source, _, _) = holder.condition(kind) else { return }
        holder[cache: kind].isDirty = true
        holder.note(
            PreviewWarning(
                .evaluation,
                "\(kind.rawValue) '\(source)' raised: \(error.message); XLForm catches it and keeps the previous state (\(holder[cache: kind].bool ? "YES" : "NO"))",
                tag: (holder as? RowState)?.tag, property: kind.rawValue))
    }

    /// Sets a cache. For a row whose result changed (or was unset) once the form is shown,
    /// XLForm's KVO on the cache re-evaluates the observers of its tag.
    private func store(_ value: Bool, _ kind: ConditionKind, in holder: some ConditionHolder) {
        let old = holder.exchangeCache(ConditionCache(value: value, isDirty: false), kind).value
        if cascades, old != value, let row = holder as? RowState, let tag = row.tag { pendingChanges.append(tag) }
    }

    /// `updateAfterDependentRowChanged:` for every queued change, until nothing changes. The
    /// queue replaces XLForm's nested KVO calls; with the values fixed, both reach the same
    /// results.
    func settle() {
        var steps = 0
        while !pendingChanges.isEmpty {
            let tag = pendingChanges.removeFirst()
            steps += 1
            guard steps <= 10_000 else {
                formNotes.append(
                    PreviewWarning(
                        .cycle,
                        "re-evaluation after a change does not settle (conditions keep flipping each other); stopped",
                        crashes: true))
                pendingChanges.removeAll()
                return
            }
            for observer in registrations.observers(of: tag, .disabled) {
                if case .row(let t) = observer, let row = registeredRow(t) { _ = try? evaluate(.disabled, of: row) }
            }
            for observer in registrations.observers(of: tag, .hidden) {
                switch observer {
                case .row(let t): if let row = registeredRow(t) { _ = try? evaluate(.hidden, of: row) }
                case .section(let index): _ = try? evaluate(.hidden, of: sections[index])
                }
            }
        }
    }
}

/// An evaluation in progress. The holder is held unretained: the session owns its rows and
/// sections for longer than any evaluation, and counting it twice per evaluation cost more
/// than the rest of the bookkeeping.
struct Evaluation: Equatable {
    private let object: Unmanaged<AnyObject>
    let kind: ConditionKind

    init(_ holder: some ConditionHolder, _ kind: ConditionKind) {
        object = .passUnretained(holder)
        self.kind = kind
    }

    var holder: any ConditionHolder { object.takeUnretainedValue() as! any ConditionHolder }

    static func == (a: Evaluation, b: Evaluation) -> Bool {
        a.object.toOpaque() == b.object.toOpaque() && a.kind == b.kind
    }
}
