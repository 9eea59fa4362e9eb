" The :FormspecPreview split: section titles, markers, errors and warnings stand out.
if exists('b:current_syntax')
  finish
endif
syntax match formspecPreviewSection /^\S.*$/
syntax match formspecPreviewMarker /\[\(required\|disabled\|required, disabled\)\]/
syntax match formspecPreviewError /^\s\+x .*$/
syntax match formspecPreviewWarning /^\s*! .*$/
syntax match formspecPreviewHidden /^  (\d\+ hidden rows\=)$/
highlight default link formspecPreviewSection Title
highlight default link formspecPreviewMarker Comment
highlight default link formspecPreviewError ErrorMsg
highlight default link formspecPreviewWarning WarningMsg
highlight default link formspecPreviewHidden Comment
let b:current_syntax = 'formspecpreview'
