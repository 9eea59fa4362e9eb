;;; driver.el --- drives batch Emacs with editors/emacs/formspec.el  -*- lexical-binding: t; -*-

;; Loads formspec.el as a user's init would (load-path, require, eglot-ensure on the mode
;; hook), opens a file, waits for the server's diagnostics in flymake, asks for completion
;; at a position through `completion-at-point''s function, optionally previews, and writes
;; what Emacs shows as one JSON object.  Steps by environment:
;;   FORMSPEC_EMACS_PLUGIN    folder holding formspec.el (required)
;;   FORMSPEC_SERVER          the formspec binary (required)
;;   FORMSPEC_TEST_OUTPUT     file the JSON is written to (required)
;;   FORMSPEC_TEST_FILE       file to open (required)
;;   FORMSPEC_TEST_MIN_DIAGS  wait for at least this many flymake diagnostics (default 1)
;;   FORMSPEC_TEST_COMPLETE   "line:character" (0-based LSP position) for completion
;;   FORMSPEC_TEST_STRICT     set: customize `formspec-strict' to t
;;   FORMSPEC_TEST_EDIT       "old=>new": replace the first `old', unsaved, before the preview
;;   FORMSPEC_TEST_PREVIEW    set: run `formspec-preview' (with FORMSPEC_TEST_VALUES, if set),
;;                            then `formspec-preview-in-browser' with a browser that records
;;                            the URL it is given (browser_url, browser_page: the file's text)

;; `emacs -Q' skips Debian's site-start, which is what lists the system ELPA folders where
;; elpa-eglot lives; a user's Emacs has them through package.el.
(require 'package)
(setq package-user-dir (make-temp-file "formspec-elpa" t))
(setq package-directory-list
      (seq-filter #'file-directory-p
                  (list (format "/usr/share/emacs/%s/site-lisp/elpa" emacs-version)
                        "/usr/share/emacs/site-lisp/elpa")))
(package-initialize)
(require 'json)
(require 'flymake)

(defvar driver--out nil "What is written at the end, an alist.")
(defvar driver--errors nil "Steps that did not come out as they should.")
(defun driver--put (key value) (push (cons key value) driver--out))

(defun driver--finish ()
  "Stop the servers, write the output and exit."
  (when (fboundp 'eglot-shutdown-all) (ignore-errors (eglot-shutdown-all)))
  (dolist (server (and (boundp 'eglot--servers-by-project)
                       (apply #'append (hash-table-values eglot--servers-by-project))))
    (ignore-errors (eglot-shutdown server)))
  (driver--put 'errors (vconcat (reverse driver--errors)))
  (with-temp-file (getenv "FORMSPEC_TEST_OUTPUT")
    (insert (json-encode driver--out)))
  (kill-emacs 0))

(defun driver--wait (predicate seconds)
  "Let process output in until PREDICATE holds or SECONDS pass; PREDICATE's value."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun driver--flymake-diagnostic (diagnostic)
  "DIAGNOSTIC as Emacs shows it: 1-based line, column, type, text and the text it covers."
  (let ((beg (flymake-diagnostic-beg diagnostic)) (end (flymake-diagnostic-end diagnostic)))
    `((line . ,(line-number-at-pos beg))
      (covers . ,(buffer-substring-no-properties beg end))
      (col . ,(save-excursion (goto-char beg) (current-column)))
      (end_line . ,(line-number-at-pos end))
      (end_col . ,(save-excursion (goto-char end) (current-column)))
      (type . ,(symbol-name (flymake-diagnostic-type diagnostic)))
      (text . ,(flymake-diagnostic-text diagnostic)))))

(condition-case err
    (progn
      ;; What a user's init holds.
      (add-to-list 'load-path (getenv "FORMSPEC_EMACS_PLUGIN"))
      (require 'formspec)
      (setq formspec-server-command (list (getenv "FORMSPEC_SERVER") "lsp"))
      (when (getenv "FORMSPEC_TEST_STRICT") (setq formspec-strict t))
      (add-hook 'formspec-mode-hook #'eglot-ensure)

      (find-file (getenv "FORMSPEC_TEST_FILE"))
      (driver--put 'major_mode (symbol-name major-mode))
      ;; eglot-ensure connects from post-command-hook, which batch mode never runs.
      (run-hooks 'post-command-hook)
      (unless (driver--wait (lambda () (and (boundp 'eglot--managed-mode) eglot--managed-mode)) 10)
        (push "eglot did not connect" driver--errors)
        (driver--finish))
      (let ((server (eglot-current-server)))
        (driver--put 'language_id (eglot--language-id server))
        (driver--put 'server_name (plist-get (eglot--server-info server) :name))
        (driver--put 'preview_capability
                     (plist-get (plist-get (eglot--capabilities server) :experimental) :preview)))
      ;; Flymake runs on idle timers, which never fire in batch mode.
      (let ((wanted (string-to-number (or (getenv "FORMSPEC_TEST_MIN_DIAGS") "1"))))
        (unless (driver--wait (lambda () (flymake-start nil t) (>= (length (flymake-diagnostics)) wanted)) 10)
          (push (format "fewer than %d flymake diagnostics" wanted) driver--errors)))
      (driver--put 'diagnostics (vconcat (mapcar #'driver--flymake-diagnostic (flymake-diagnostics))))

      (when-let ((position (getenv "FORMSPEC_TEST_COMPLETE")))
        (pcase-let ((`(,line ,character) (mapcar #'string-to-number (split-string position ":"))))
          (goto-char (eglot--lsp-position-to-point (list :line line :character character)))
          ;; The function `completion-at-point' calls: (START END TABLE . PROPS).
          (let ((capf (eglot-completion-at-point)))
            (driver--put 'completion_candidates
                         (vconcat (and capf (all-completions "" (nth 2 capf))))))))

      (when-let ((edit (getenv "FORMSPEC_TEST_EDIT")))
        (pcase-let ((`(,old ,new) (split-string edit "=>")))
          (goto-char (point-min))
          (search-forward old)
          (replace-match new t t)
          (driver--put 'modified (and (buffer-modified-p) t))))

      (when (getenv "FORMSPEC_TEST_PREVIEW")
        (let* ((variable (getenv "FORMSPEC_TEST_VALUES"))
               (values (and variable (not (string-empty-p variable)) variable)))
          (with-current-buffer (formspec-preview values)
            (driver--put 'preview (buffer-string))
            (driver--put 'preview_shown (and (get-buffer-window (current-buffer)) t)))
          (with-current-buffer (formspec-preview-json values)
            (driver--put 'preview_json (buffer-string)))
          (let* ((opened nil)
                 (browse-url-browser-function (lambda (url &rest _) (push url opened)))
                 (browse-url-handlers nil)
                 (file (formspec-preview-in-browser values)))
            (driver--put 'browser_url (vconcat opened))
            (driver--put 'browser_file file)
            (driver--put 'browser_page (with-temp-buffer
                                         (insert-file-contents file)
                                         (buffer-string)))
            ;; Again: the same file is rewritten, for the browser to reload.
            (driver--put 'browser_again (equal (formspec-preview-in-browser values) file))))))
  (error (push (format "%S" err) driver--errors)))
(driver--finish)
