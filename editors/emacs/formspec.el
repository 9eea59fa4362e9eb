;;; formspec.el --- Form specs (*.form.json) with the formspec language server  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, json, tools

;;; Commentary:

;; `formspec-mode' edits XLForm form specs (*.form.json) as JSON, and eglot runs
;; `formspec lsp' for them: diagnostics through flymake, completion through
;; `completion-at-point', hover through eldoc, tags as symbols through xref, formatting and
;; quick fixes.  `formspec-preview' shows what the form does with given values.
;;
;;   (add-to-list 'load-path "/path/to/formspec/editors/emacs")
;;   (require 'formspec)
;;   (add-hook 'formspec-mode-hook #'eglot-ensure)
;;
;; Settings are sent as the server's initializationOptions, from `formspec-severity',
;; `formspec-strict' and `formspec-format-sort-keys'; a `:formspec' section in
;; `eglot-workspace-configuration' (for example in .dir-locals.el) takes precedence.

;;; Code:

(require 'cl-lib)
(require 'js)
(require 'json)
(require 'seq)
(require 'subr-x)

(declare-function eglot-current-server "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function eglot--signal-textDocument/didChange "eglot")
(declare-function eglot--capabilities "eglot")
(declare-function jsonrpc-request "jsonrpc")
(defvar eglot-server-programs)

(defgroup formspec nil
  "XLForm form specs and the formspec language server."
  :group 'languages
  :prefix "formspec-")

(defcustom formspec-server-command '("formspec" "lsp")
  "Command that starts the language server: the program, then its arguments.
Add \"--log-level\" \"debug\" to see each message in the server's stderr buffer."
  :type '(repeat string))

(defcustom formspec-severity nil
  "Severity overrides: an alist of diagnostic codes and levels.
For example ((\"unknown-property\" . \"error\") (\"missing-tag\" . \"off\"))."
  :type '(alist :key-type (string :tag "Diagnostic code")
                :value-type (choice (const "error") (const "warning") (const "information")
                                    (const "hint") (const "off"))))

(defcustom formspec-strict nil
  "Report warnings as errors."
  :type 'boolean)

(defcustom formspec-format-sort-keys nil
  "Formatting orders known properties as the spec format lists them."
  :type 'boolean)

;; js-json-mode exists from Emacs 29 on; before, JSON is edited in js-mode.
(defalias 'formspec--parent-mode (if (fboundp 'js-json-mode) #'js-json-mode #'js-mode))

;;;###autoload
(define-derived-mode formspec-mode formspec--parent-mode "Formspec"
  "Major mode for XLForm form specs (*.form.json): JSON, checked by `formspec lsp'.
Start the server with \\[eglot], or for every spec with
  (add-hook \\='formspec-mode-hook #\\='eglot-ensure)")

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.form\\.json\\'" . formspec-mode))
;; FXForms field files: the same mode; the server reads them as FXForms by their name.
(add-to-list 'auto-mode-alist '("\\.fxform\\.json\\'" . formspec-mode))

(defun formspec--settings ()
  "The server's `formspec' settings section from the customizations, as a plist."
  (append
   (when formspec-severity
     (list :severity (cl-loop for (code . level) in formspec-severity
                              append (list (intern (concat ":" code)) level))))
   (list :strict (if formspec-strict t :json-false)
         :format (list :sortKeys (if formspec-format-sort-keys t :json-false)))))

(defun formspec--eglot-contact (&optional _interactive)
  "How eglot starts the server: `formspec-server-command' and the settings."
  (append formspec-server-command
          (list :initializationOptions
                (lambda (_server) (list :formspec (formspec--settings))))))

;; At the front of the list: formspec-mode derives from a JSON mode that other entries
;; (a JSON or JavaScript server) may claim, and eglot takes the first entry that matches.
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '((formspec-mode :language-id "formspec") . formspec--eglot-contact)))

;;; Preview

(defvar formspec-preview-buffer-name "*formspec preview*"
  "Name of the buffer `formspec-preview' writes to.")

(defun formspec--read-values (file)
  "The JSON object in FILE, as a hash table of row tags and values."
  (let ((values (with-temp-buffer
                  (insert-file-contents file)
                  (json-parse-buffer :object-type 'hash-table :null-object nil
                                     :false-object :json-false))))
    (unless (hash-table-p values)
      (user-error "%s must hold a JSON object mapping row tags to values" file))
    values))

(defun formspec--request-preview (values-file &optional format)
  "Ask the server of the current buffer for the preview with VALUES-FILE's values.
FORMAT \"html\" asks for the form drawn as one page, answered as (:html PAGE)."
  (let ((server (and (fboundp 'eglot-current-server) (eglot-current-server))))
    (unless server
      (user-error "No formspec language server manages this buffer (M-x eglot)"))
    (unless (plist-get (plist-get (eglot--capabilities server) :experimental) :preview)
      (user-error "This formspec server has no preview; update it"))
    ;; The server previews the text it has: send the edits eglot is still holding back.
    (eglot--signal-textDocument/didChange)
    (jsonrpc-request server :formspec/preview
                     (append (list :textDocument (eglot--TextDocumentIdentifier)
                                   :values (if values-file
                                               (formspec--read-values values-file)
                                             (make-hash-table)))
                             (and format (list :format format))))))

(defun formspec--insert-warnings (warnings indent)
  "Insert the preview WARNINGS, one a line, after INDENT."
  (seq-doseq (warning warnings)
    (insert indent (if (eq (plist-get warning :crashes) t) "! crash: " "! ")
            (or (plist-get warning :message) "") "\n")))

(defun formspec--row-label (row)
  "The text on the left of ROW's cell, with its markers."
  (concat (or (plist-get row :label) (plist-get row :title) (plist-get row :tag)
              (format "<%s>" (or (plist-get row :rowType) "row")))
          (let ((markers (delq nil (list (and (eq (plist-get row :required) t) "required")
                                         (and (eq (plist-get row :disabled) t) "disabled")))))
            (if markers (format " [%s]" (string-join markers ", ")) ""))))

(defun formspec--row-detail (row)
  "The text on the right of ROW's cell: its display text or its control's state."
  (let ((text (plist-get row :displayText))
        (value (plist-get row :value)))
    (cond ((stringp text) text)
          ((eq value t) "on")
          ((eq value :json-false) "off")
          (t ""))))

(defun formspec--insert-section (section)
  "Insert SECTION of a preview: title, visible rows, a count of hidden ones."
  (let ((title (or (plist-get section :title)
                   (format "Section %d" (1+ (or (plist-get section :index) 0))))))
    (if (eq (plist-get section :hidden) t)
        (insert title " (hidden)\n")
      (insert title "\n")
      (formspec--insert-warnings (plist-get section :warnings) "  ")
      (let* ((rows (append (plist-get section :rows) nil))
             (visible (seq-remove (lambda (row) (eq (plist-get row :hidden) t)) rows))
             (column (apply #'max 0 (mapcar (lambda (row) (string-width (formspec--row-label row))) visible))))
        (dolist (row visible)
          (let ((label (formspec--row-label row))
                (detail (formspec--row-detail row)))
            (insert "  " label)
            (unless (string-empty-p detail)
              (insert (make-string (+ 2 (- column (string-width label))) ?\s) detail))
            (insert "\n")
            (seq-doseq (message (plist-get row :errors))
              (insert "    x " (or message "validation failed without a message") "\n"))
            (formspec--insert-warnings (plist-get row :warnings) "    ")))
        (let ((hidden (- (length rows) (length visible))))
          (when (> hidden 0)
            (insert (format "  (%d hidden row%s)\n" hidden (if (= hidden 1) "" "s")))))))))

(defun formspec--insert-preview (result)
  "Insert the readable form of a formspec/preview RESULT."
  (insert (or (plist-get result :title) "Form")
          (if (eq (plist-get result :disabled) t) " (disabled)" "") "\n")
  (formspec--insert-warnings (plist-get result :warnings) "")
  (seq-doseq (section (plist-get result :sections))
    (insert "\n")
    (formspec--insert-section section))
  (insert "\n")
  (let ((errors (append (plist-get result :validationErrors) nil)))
    (if (eq (plist-get result :valid) t)
        (insert "Valid\n")
      (insert (format "%d validation error%s\n" (length errors) (if (= (length errors) 1) "" "s")))
      (dolist (failure errors)
        (insert "  " (or (plist-get failure :tag) "(untagged row)") ": "
                (or (plist-get failure :message) "validation failed without a message") "\n"))))
  (insert "\nForm values\n")
  (let ((values (plist-get result :formValues)))
    (dolist (key (sort (cl-loop for (key _) on values by #'cddr collect key)
                       (lambda (a b) (string< (symbol-name a) (symbol-name b)))))
      (insert "  " (substring (symbol-name key) 1) " = "
              (json-encode (plist-get values key)) "\n"))))

(defun formspec--show-preview (result raw)
  "Show RESULT in the preview buffer, as raw JSON when RAW is non-nil."
  (let ((buffer (get-buffer-create formspec-preview-buffer-name)))
    (with-current-buffer buffer
      (let ((inhibit-read-only t))
        (erase-buffer)
        (if raw
            (progn (insert (json-encode result))
                   (json-pretty-print-buffer))
          (formspec--insert-preview result))
        (goto-char (point-min)))
      (special-mode))
    (display-buffer buffer '((display-buffer-reuse-window display-buffer-pop-up-window)
                             (inhibit-same-window . t)))
    buffer))

;;;###autoload
(defun formspec-preview (&optional values-file raw)
  "Preview the form in the current buffer (unsaved edits included).
With a prefix argument, ask for VALUES-FILE, a JSON object mapping row tags to
values.  Shows the visible sections and rows with their display texts, disabled
rows, validation errors and the form values; with RAW non-nil, the raw result."
  (interactive
   (list (and current-prefix-arg (read-file-name "Values file (JSON): " nil nil t))))
  (formspec--show-preview (formspec--request-preview values-file) raw))

;;;###autoload
(defun formspec-preview-json (&optional values-file)
  "Like `formspec-preview' with VALUES-FILE, but show the raw JSON result."
  (interactive
   (list (and current-prefix-arg (read-file-name "Values file (JSON): " nil nil t))))
  (formspec-preview values-file t))

(defvar-local formspec--preview-page nil
  "The file `formspec-preview-in-browser' writes this buffer's page to.")

;;;###autoload
(defun formspec-preview-in-browser (&optional values-file)
  "Open the form in the current buffer, drawn as an iPhone shows it, in a browser.
With a prefix argument, ask for VALUES-FILE, a JSON object mapping row tags to
values.  The server draws one self-contained page (unsaved edits included); it is
written to a file of this buffer's, which running the command again rewrites, and
opened with `browse-url-of-file'.  Returns the file."
  (interactive
   (list (and current-prefix-arg (read-file-name "Values file (JSON): " nil nil t))))
  (let ((page (plist-get (formspec--request-preview values-file "html") :html)))
    (unless (and formspec--preview-page (file-exists-p formspec--preview-page))
      (setq formspec--preview-page (make-temp-file "formspec-preview-" nil ".html")))
    (let ((coding-system-for-write 'utf-8))
      (write-region page nil formspec--preview-page nil 'silent))
    (browse-url-of-file formspec--preview-page)
    formspec--preview-page))

(provide 'formspec)
;;; formspec.el ends here
