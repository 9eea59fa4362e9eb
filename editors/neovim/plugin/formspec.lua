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

vim.api.nvim_create_user_command('FormspecGenerate', function(command)
  require('formspec.generate').run({ target = command.fargs[1], output = command.fargs[2] })
end, {
  nargs = '+',
  complete = function(lead, line)
    if #vim.split(line, '%s+') > 2 then
      return vim.fn.getcompletion(lead, 'dir')
    end
    return vim.tbl_filter(function(target)
      return target:find(lead, 1, true) == 1
    end, require('formspec.generate').targets)
  end,
  desc = 'Generate XLForm code: FormspecGenerate xlform-objc|xlform-swift|eureka [folder]',
})
