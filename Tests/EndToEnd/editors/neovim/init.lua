-- A user's init.lua for the editor tests: the plugin folder on the runtimepath and setup()
-- pointed at the server under test. FORMSPEC_SETUP holds setup()'s options as JSON, minus
-- cmd, which is FORMSPEC_SERVER + 'lsp'. Set FORMSPEC_NO_SETUP to leave setup() out.
vim.opt.runtimepath:prepend(os.getenv('FORMSPEC_NVIM_PLUGIN'))
if os.getenv('FORMSPEC_NO_SETUP') == nil then
  local options = vim.json.decode(os.getenv('FORMSPEC_SETUP') or '{}')
  options.cmd = { os.getenv('FORMSPEC_SERVER'), 'lsp' }
  require('formspec').setup(options)
end
