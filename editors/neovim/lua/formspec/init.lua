-- Starts `formspec lsp` for form specs and attaches it to their buffers.
--
--   require('formspec').setup({ cmd = { 'formspec', 'lsp' }, settings = { strict = true } })
--
-- Works on Neovim 0.7 (vim.lsp.start_client + buf_attach_client, one client per root folder)
-- and uses vim.lsp.start where it exists (0.8+), which reuses clients the same way.
local config = require('formspec.config')

local M = {}

-- Resolved options of the last setup() call; nil before it.
M.options = nil

-- Client ids by root folder, for Neovim versions without vim.lsp.start.
local clients_by_root = {}

local function client_config(root)
  local options = M.options
  return {
    name = config.name,
    cmd = options.cmd,
    root_dir = root,
    -- Sent at initialize, so that the first diagnostics already follow them, and answered
    -- to the server's workspace/configuration requests (section "formspec").
    init_options = options.settings and { formspec = options.settings } or nil,
    settings = options.settings and { formspec = options.settings } or {},
    capabilities = options.capabilities,
    on_attach = options.on_attach,
  }
end

local function running(client_id)
  local client = client_id and vim.lsp.get_client_by_id(client_id)
  return client ~= nil and not client.is_stopped()
end

-- Whether the server should handle this buffer: its filetype is formspec, or (with
-- filetype = 'json') its name ends in .form.json.
function M.is_spec_buffer(bufnr)
  local filetype = vim.bo[bufnr].filetype
  if filetype == 'formspec' then
    return true
  end
  return filetype == 'json' and config.is_spec_name(vim.api.nvim_buf_get_name(bufnr))
end

-- Attaches the formspec client of the buffer's root folder, starting it if needed.
-- Returns the client id, or nil for a buffer that is no spec.
function M.attach(bufnr)
  assert(M.options, "formspec: call require('formspec').setup() first")
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == '' or not M.is_spec_buffer(bufnr) then
    return nil
  end
  local root = config.root_dir(name, M.options.root_markers)
  if vim.lsp.start then
    return vim.lsp.start(client_config(root), { bufnr = bufnr })
  end
  local client_id = clients_by_root[root]
  if not running(client_id) then
    client_id = vim.lsp.start_client(client_config(root))
    if not client_id then
      vim.notify('formspec: could not start ' .. table.concat(M.options.cmd, ' '), vim.log.levels.ERROR)
      return nil
    end
    clients_by_root[root] = client_id
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
  return client_id
end

function M.setup(opts)
  M.options = config.resolve(opts)
  -- Read by ftdetect/formspec.vim: with 'json', *.form.json files keep the json filetype.
  vim.g.formspec_filetype = M.options.filetype
  if vim.fn.executable(M.options.cmd[1]) ~= 1 then
    vim.notify(
      "formspec: '" .. M.options.cmd[1] .. "' is not executable; install the server or set cmd (see :checkhealth formspec)",
      vim.log.levels.WARN
    )
  end
  local group = vim.api.nvim_create_augroup('formspec', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = M.options.filetype,
    callback = function(args)
      M.attach(args.buf)
    end,
  })
  -- Buffers opened before setup() ran (a lazily loaded plugin) are attached now.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) then
      M.attach(bufnr)
    end
  end
end

return M
