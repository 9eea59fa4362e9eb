-- The server as an nvim-lspconfig configuration, for those who start servers through it:
--
--   require('formspec.lspconfig').register()
--   require('lspconfig').formspec.setup({ settings = { formspec = { strict = true } } })
--
-- Use this or require('formspec').setup(), not both: each starts its own client.
local config = require('formspec.config')

local M = {
  default_config = {
    cmd = config.default_cmd,
    filetypes = { 'formspec' },
    root_dir = function(fname)
      return config.root_dir(fname)
    end,
    single_file_support = true,
  },
  docs = {
    description = [[
formspec lsp: diagnostics, completion, hover, tags as symbols and previews for XLForm form
specs (*.form.json). Settings go under `formspec`: `severity`, `strict`, `format.sortKeys`.
]],
    default_config = {
      root_dir = [[the nearest folder with .git above the file, else the file's folder]],
    },
  },
}

-- Adds the configuration to nvim-lspconfig (once) and returns lspconfig's entry for it.
function M.register()
  local found, configs = pcall(require, 'lspconfig.configs')
  if not found then
    error('formspec: nvim-lspconfig is not installed', 2)
  end
  if not configs.formspec then
    configs.formspec = M
  end
  return require('lspconfig').formspec
end

return M
