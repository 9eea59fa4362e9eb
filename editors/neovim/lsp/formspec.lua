-- The server for Neovim 0.11's vim.lsp.config: with this folder on the runtimepath,
--   vim.lsp.enable('formspec')
-- starts it for formspec buffers; override fields with vim.lsp.config('formspec', {...}).
local config = require('formspec.config')

return {
  cmd = config.default_cmd,
  filetypes = { 'formspec' },
  root_markers = config.root_markers,
}
