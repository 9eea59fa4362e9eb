-- :checkhealth formspec: is the server there, does it run, do specs get their filetype.
local M = {}

-- vim.health (0.8+, with start/ok/... since 0.10) or the 0.7 `health` module.
local health = vim.health or require('health')
local report = {
  start = health.start or health.report_start,
  ok = health.ok or health.report_ok,
  warn = health.warn or health.report_warn,
  error = health.error or health.report_error,
  info = health.info or health.report_info,
}

function M.check()
  report.start('formspec')
  local options = require('formspec').options
  local cmd = options and options.cmd or require('formspec.config').default_cmd
  if not options then
    report.info("require('formspec').setup() has not run (fine when nvim-lspconfig or vim.lsp.enable starts the server)")
  end
  if vim.fn.executable(cmd[1]) ~= 1 then
    report.error("'" .. cmd[1] .. "' is not executable", {
      'Build and install it: swift build -c release --static-swift-stdlib && install -m 755 .build/release/formspec ~/.local/bin/',
      "or point setup({ cmd = { '/path/to/formspec', 'lsp' } }) at it",
    })
    return
  end
  local version = vim.fn.system({ cmd[1], '--version' })
  if vim.v.shell_error ~= 0 then
    report.error(cmd[1] .. ' --version failed: ' .. version)
    return
  end
  report.ok('server: ' .. vim.fn.exepath(cmd[1]) .. ' ' .. vim.trim(version))
  if #vim.api.nvim_get_runtime_file('ftdetect/formspec.vim', false) == 0 then
    report.warn('ftdetect/formspec.vim is not on the runtimepath: *.form.json files will not get the formspec filetype')
  else
    report.ok('*.form.json files get the formspec filetype')
  end
end

return M
