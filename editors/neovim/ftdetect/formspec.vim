" *.form.json files are form specs: filetype `formspec`, highlighted and indented as JSON.
" `set filetype=` rather than `setfiletype`: the generic `*.json` rule has already run by now.
" setup({ filetype = 'json' }) sets g:formspec_filetype to keep such files `json`.
autocmd BufRead,BufNewFile *.form.json if get(g:, 'formspec_filetype', 'formspec') ==# 'formspec' | set filetype=formspec | endif
