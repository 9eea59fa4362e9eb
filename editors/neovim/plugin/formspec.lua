-- Commands that work with any formspec client attached to the buffer, however it was
-- started; starting the server is up to require('formspec').setup() (or nvim-lspconfig).
if vim.g.loaded_formspec then
  return
end
vim.g.loaded_formspec = true

vim.api.nvim_create_user_command('FormspecPreview', function(command)
  require('formspec.preview').run({
    values = command.args ~= '' and command.args or nil,
    raw = command.bang,
  })
end, {
  nargs = '?',
  bang = true,
  complete = 'file',
  desc = 'Preview the form for the values in a JSON file (! shows the raw result)',
})

vim.api.nvim_create_user_command('FormspecPreviewBrowser', function(command)
  require('formspec.preview').open_in_browser({ values = command.args ~= '' and command.args or nil })
end, {
  nargs = '?',
  complete = 'file',
  desc = 'Open the form, drawn as an iPhone shows it, in a browser (values from a JSON file)',
})
