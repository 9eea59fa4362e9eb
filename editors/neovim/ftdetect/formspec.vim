" *.form.json (XLForm) and *.fxform.json (FXForms) files are form specs: filetype `formspec`,
" highlighted and indented as JSON; the server tells the two apart by name.
" `set filetype=` rather than `setfiletype`: the generic `*.json` rule has already run by now.
" setup({ filetype = 'json' }) sets g:formspec_filetype to keep such files `json`.
autocmd BufRead,BufNewFile *.form.json,*.fxform.json if get(g:, 'formspec_filetype', 'formspec') ==# 'formspec' | set filetype=formspec | endif
