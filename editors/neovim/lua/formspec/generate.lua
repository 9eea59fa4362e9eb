-- :FormspecGenerate {target} [folder]: asks the server for the code that builds the form in
-- the current buffer (workspace/executeCommand formspec.generate, on the buffer's text as
-- edited, saved or not). The server writes the files beside the spec, or into folder
-- (relative to the spec's folder), whole or not at all; the main file opens in a split.
-- A spec the target cannot build is refused: its diagnostics go to the location list.
local clients = require('formspec.client')

local M = {}

M.targets = { 'xlform-objc', 'xlform-swift', 'eureka' }

local function fail(message)
  vim.notify('formspec generate: ' .. message, vim.log.levels.ERROR)
end

-- Puts a refusal's diagnostics (LSP Diagnostic objects) in the window's location list.
local function list_refusal(bufnr, diagnostics)
  local items = {}
  for _, d in ipairs(diagnostics or {}) do
    table.insert(items, {
      bufnr = bufnr,
      lnum = d.range.start.line + 1,
      col = d.range.start.character + 1,
      text = '[' .. tostring(d.code) .. '] ' .. d.message,
      type = d.severity == 1 and 'E' or 'W',
    })
  end
  vim.fn.setloclist(0, items, 'r')
end

-- opts: bufnr (default current), target, output (folder or nil), open (default true).
function M.run(opts)
  opts = opts or {}
  local bufnr = (opts.bufnr == nil or opts.bufnr == 0) and vim.api.nvim_get_current_buf() or opts.bufnr
  if not vim.tbl_contains(M.targets, opts.target) then
    return fail('give a target: ' .. table.concat(M.targets, ', '))
  end
  local client = clients.for_buffer(bufnr)
  if not client then
    return fail('no formspec language server is attached to this buffer')
  end
  local provider = client.server_capabilities and client.server_capabilities.executeCommandProvider
  if not (provider and vim.tbl_contains(provider.commands or {}, 'formspec.generate')) then
    return fail('this formspec server cannot generate code; update it')
  end
  local arguments = { uri = vim.uri_from_bufnr(bufnr), target = opts.target, output = opts.output }
  local params = { command = 'formspec.generate', arguments = { arguments } }
  clients.request(client, bufnr, 'workspace/executeCommand', params, function(err, result)
    if err then
      list_refusal(bufnr, err.data and err.data.diagnostics)
      return fail(err.message or tostring(err))
    end
    local paths = {}
    for _, file in ipairs(result.files) do
      table.insert(paths, vim.fn.fnamemodify(file.path, ':~:.') .. (file.changed and '' or ' (unchanged)'))
    end
    vim.notify('formspec: generated ' .. table.concat(paths, ', '), vim.log.levels.INFO)
    if opts.open ~= false then
      vim.cmd('split ' .. vim.fn.fnameescape(result.files[#result.files].path))
    end
  end)
end

return M
