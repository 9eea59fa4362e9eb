" A form spec is JSON: highlight it with JSON's syntax (the language server adds semantic
" tokens inside hidden/disabled predicates on Neovim versions that request them).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/json.vim
unlet! b:current_syntax
let b:current_syntax = 'formspec'
