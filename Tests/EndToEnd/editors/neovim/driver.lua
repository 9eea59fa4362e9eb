-- Drives headless Neovim as a user would, after init.lua has run: opens a file, waits for
-- the server's diagnostics, asks for completion, runs :FormspecPreview and :checkhealth,
-- then writes what Neovim shows as one JSON object and quits. Steps by environment:
--   FORMSPEC_TEST_OUTPUT     file the JSON is written to (required; Neovim's own messages
--                            go to stdout in headless mode)
--   FORMSPEC_TEST_FILE       file to open (required)
--   FORMSPEC_TEST_MIN_DIAGS  wait for at least this many diagnostics (default 1; 0: none)
--   FORMSPEC_TEST_NO_CLIENT  set: no client is expected to attach (no long wait for one)
--   FORMSPEC_TEST_COMPLETE   "line:character" (0-based) to request completion at
--   FORMSPEC_TEST_EDIT       "old=>new": replace the first `old` in the buffer, unsaved, before
--                            the preview
--   FORMSPEC_TEST_PREVIEW    arguments of :FormspecPreview ("" for none); unset: no preview
--   FORMSPEC_TEST_BROWSER    arguments of :FormspecPreviewBrowser, run twice; setup()'s
--                            preview.open is expected to copy the page to FORMSPEC_TEST_COPY
--                            and append the path it was given to FORMSPEC_TEST_COPY.paths
--   FORMSPEC_TEST_GENERATE   arguments of :FormspecGenerate; unset: no generation
--   FORMSPEC_TEST_HEALTH     set: run :checkhealth formspec
--   FORMSPEC_TEST_LSPCONFIG  set: start the client from formspec.lspconfig's definition, and
--                            read lsp/formspec.lua
local timeout = 10000
local out = { errors = {} }

local function finish()
  for _, client in ipairs(vim.lsp.get_active_clients()) do
    client.stop()
  end
  vim.wait(3000, function()
    return #vim.lsp.get_active_clients() == 0
  end, 20)
  local output = assert(io.open(assert(os.getenv('FORMSPEC_TEST_OUTPUT')), 'w'))
  output:write(vim.json.encode(out))
  output:close()
  vim.cmd('qall!')
end

local function fail(message)
  table.insert(out.errors, message)
end

-- Captured before anything else writes there, so that notify calls end up in the output.
local notify = vim.notify
vim.notify = function(message, level)
  out.notifications = out.notifications or {}
  table.insert(out.notifications, { message = message, level = level })
  return notify(message, level)
end

local file = vim.fn.fnamemodify(assert(os.getenv('FORMSPEC_TEST_FILE')), ':p')
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()

if os.getenv('FORMSPEC_TEST_LSPCONFIG') then
  -- What nvim-lspconfig does with a definition: root_dir(fname), then a client for the
  -- definition's filetypes, named after the configuration.
  local definition = require('formspec.lspconfig').default_config
  out.lspconfig_filetypes = definition.filetypes
  -- Neovim 0.11's vim.lsp.config finds lsp/<name>.lua on the runtimepath.
  local native = dofile(vim.api.nvim_get_runtime_file('lsp/formspec.lua', false)[1])
  out.native_config = { cmd = native.cmd, filetypes = native.filetypes, root_markers = native.root_markers }
  local client_id = vim.lsp.start_client({
    name = 'formspec',
    cmd = { os.getenv('FORMSPEC_SERVER'), 'lsp' },
    root_dir = definition.root_dir(file),
  })
  if vim.tbl_contains(definition.filetypes, vim.bo.filetype) then
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
end

local min_diags = tonumber(os.getenv('FORMSPEC_TEST_MIN_DIAGS') or '1')
out.filetype = vim.bo.filetype
out.syntax = vim.b.current_syntax
out.clients = {}
local attached = {}
-- Attaching happens on FileType, so a buffer expected to get no client needs no long wait.
vim.wait(os.getenv('FORMSPEC_TEST_NO_CLIENT') and 500 or timeout, function()
  attached = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  return #attached > 0 and attached[1].initialized
end, 20)
for _, client in ipairs(attached) do
  table.insert(out.clients, { name = client.name, root_dir = client.config.root_dir })
end
-- The position encoding Neovim converts the server's ranges with.
out.offset_encoding = attached[1] and attached[1].offset_encoding

if min_diags > 0 and not vim.wait(timeout, function()
  return #vim.diagnostic.get(bufnr) >= min_diags
end, 20) then
  fail('fewer than ' .. min_diags .. ' diagnostics within ' .. timeout .. ' ms')
end
out.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  table.insert(out.diagnostics, {
    code = d.code, severity = d.severity, source = d.source, message = d.message,
    lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
  })
end

-- The syntax group JSON highlighting gives the first key of the file ("title" in a spec).
local key_line = vim.fn.search('"', 'n')
out.first_key_syntax = vim.fn.synIDattr(vim.fn.synID(key_line, vim.fn.stridx(vim.fn.getline(key_line), '"') + 2, 1), 'name')

local position = os.getenv('FORMSPEC_TEST_COMPLETE')
if position then
  local line, character = position:match('^(%d+):(%d+)$')
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    position = { line = tonumber(line), character = tonumber(character) },
  }
  local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', params, timeout) or {}
  out.completion_labels = {}
  for _, response in pairs(responses) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do
      table.insert(out.completion_labels, item.label)
    end
  end
end

-- Runs a :FormspecPreview command and, once it has filled the preview buffer with something
-- new, records the buffer's lines, filetype and the highlight group of each line's first
-- non-blank character under out[key], out[key .. '_filetype'] and out[key .. '_groups'].
local function record_preview(command, key)
  vim.cmd(command)
  vim.wait(timeout, function()
    for _, buf in ipairs(vim.api.nvim_list_bufs()) do
      local text = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
      if vim.api.nvim_buf_get_name(buf):match('^formspec%-preview://') and #text > 1 and vim.fn.bufwinid(buf) ~= -1 then
        out[key] = text
        out[key .. '_filetype'] = vim.bo[buf].filetype
        out[key .. '_groups'] = {}
        vim.api.nvim_buf_call(buf, function()
          for number, line in ipairs(text) do
            local column = line:find('%S') or 1
            table.insert(out[key .. '_groups'], vim.fn.synIDattr(vim.fn.synID(number, column, 1), 'name'))
          end
        end)
        return true
      end
    end
    return false
  end, 20)
end

local edit = os.getenv('FORMSPEC_TEST_EDIT')
if edit then
  local old, new = edit:match('^(.-)=>(.*)$')
  for number, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local from, to = text:find(old, 1, true)
    if from then
      vim.api.nvim_buf_set_text(bufnr, number - 1, from - 1, number - 1, to, { new })
      break
    end
  end
  out.modified = vim.bo[bufnr].modified
end

local preview = os.getenv('FORMSPEC_TEST_PREVIEW')
if preview then
  record_preview('FormspecPreview ' .. preview, 'preview')
  out.preview_windows = #vim.api.nvim_tabpage_list_wins(0)
  out.preview_cursor_buffer = vim.api.nvim_get_current_buf() == bufnr
  -- The raw JSON replaces the text in the same buffer and window.
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_get_name(buf):match('^formspec%-preview://') then
      vim.bo[buf].modifiable = true
      vim.api.nvim_buf_set_lines(buf, 0, -1, false, {})
    end
  end
  record_preview('FormspecPreview! ' .. preview, 'preview_raw')
  out.preview_raw_windows = #vim.api.nvim_tabpage_list_wins(0)
end

local browser = os.getenv('FORMSPEC_TEST_BROWSER')
if browser then
  local copy = assert(os.getenv('FORMSPEC_TEST_COPY'))
  local function opened()
    local file = io.open(copy .. '.paths', 'r')
    local paths = file and vim.split(file:read('*a'), '\n', { trimempty = true }) or {}
    if file then
      file:close()
    end
    return paths
  end
  vim.cmd('FormspecPreviewBrowser ' .. browser)
  vim.wait(timeout, function()
    return #opened() == 1
  end, 20)
  vim.cmd('FormspecPreviewBrowser ' .. browser)
  vim.wait(timeout, function()
    return #opened() == 2
  end, 20)
  out.browser_paths = opened()
  local file = io.open(copy, 'r')
  out.browser_page = file and file:read('*a') or nil
  if file then
    file:close()
  end
end

local generate = os.getenv('FORMSPEC_TEST_GENERATE')
if generate then
  local before = #vim.api.nvim_tabpage_list_wins(0)
  vim.cmd('FormspecGenerate ' .. generate)
  vim.wait(timeout, function()
    for _, note in ipairs(out.notifications or {}) do
      if note.message:match('^formspec') and note.message:match('generate') then
        return true
      end
    end
    return false
  end, 20)
  out.generate_opened = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':t')
  out.generate_windows = #vim.api.nvim_tabpage_list_wins(0) - before
  out.generate_loclist = {}
  for _, item in ipairs(vim.fn.getloclist(0)) do
    table.insert(out.generate_loclist, item.text)
  end
end

if os.getenv('FORMSPEC_TEST_HEALTH') then
  vim.cmd('checkhealth formspec')
  out.health = vim.api.nvim_buf_get_lines(0, 0, -1, false)
end

finish()
