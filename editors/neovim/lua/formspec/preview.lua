-- :FormspecPreview [values.json]: asks the server what the form in the current buffer does
-- with the given values (formspec/preview, on the buffer's text as edited, saved or not) and
-- shows the answer in a split next to it; with ! the raw JSON result instead.
-- :FormspecPreviewBrowser [values.json]: the form drawn as an iPhone shows it (the server's
-- page, format "html"), written to a file of the buffer's and opened in a browser.
local clients = require('formspec.client')
local render = require('formspec.render')

local M = {}

-- Preview buffers by the buffer they preview, so a second preview replaces the first.
local preview_buffers = {}

-- The values file as a table mapping tags to values; raises with a message on a bad file.
local function read_values(path)
  local file = io.open(vim.fn.expand(path), 'r')
  if not file then
    error('cannot read values file ' .. path, 0)
  end
  local text = file:read('*a')
  file:close()
  local ok, values = pcall(vim.json.decode, text)
  if not ok or type(values) ~= 'table' or (next(values) ~= nil and (vim.islist or vim.tbl_islist)(values)) then
    error(path .. ' must hold a JSON object mapping row tags to values', 0)
  end
  return values
end

local function preview_buffer(source)
  local bufnr = preview_buffers[source]
  if bufnr and vim.api.nvim_buf_is_valid(bufnr) then
    return bufnr
  end
  bufnr = vim.api.nvim_create_buf(false, true)
  vim.api.nvim_buf_set_name(bufnr, 'formspec-preview://' .. vim.api.nvim_buf_get_name(source))
  vim.keymap.set('n', 'q', '<cmd>close<cr>', { buffer = bufnr, desc = 'Close the formspec preview' })
  preview_buffers[source] = bufnr
  return bufnr
end

-- Fills the preview buffer and shows it in a split, leaving the cursor in the spec.
local function show(source, lines, filetype)
  local bufnr = preview_buffer(source)
  vim.bo[bufnr].modifiable = true
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, lines)
  vim.bo[bufnr].modifiable = false
  vim.bo[bufnr].filetype = filetype
  if vim.fn.bufwinid(bufnr) == -1 then
    local options = require('formspec').options
    local vertical = (options and options.preview.split or 'vertical') == 'vertical'
    local spec_window = vim.api.nvim_get_current_win()
    vim.cmd(vertical and 'vertical split' or 'split')
    vim.api.nvim_win_set_buf(0, bufnr)
    vim.api.nvim_set_current_win(spec_window)
  end
  return bufnr
end

local function fail(message)
  vim.notify('formspec preview: ' .. message, vim.log.levels.ERROR)
end

-- The page file of each buffer: the same file each time, so a browser can reload it.
local page_files = {}

-- Opens a file with the opener of setup()'s preview.open (a function, or a command to which
-- the path is appended), else vim.ui.open (Neovim 0.10), else xdg-open or open.
local function open_page(path)
  local options = require('formspec').options
  local open = options and options.preview.open
  if type(open) == 'function' then
    return open(path)
  end
  if type(open) == 'table' then
    local command = vim.list_extend(vim.deepcopy(open), { path })
    return vim.fn.jobstart(command, { detach = true })
  end
  if vim.ui.open then
    return vim.ui.open(path)
  end
  local opener = vim.fn.has('mac') == 1 and 'open' or 'xdg-open'
  return vim.fn.jobstart({ opener, path }, { detach = true })
end

-- Asks the server of opts.bufnr (default current) for the preview with the values in the
-- JSON file opts.values (nil: none) and `format`, and hands the result to on_result; tells
-- what is missing or failed instead.
local function preview(opts, format, on_result)
  opts = opts or {}
  local bufnr = (opts.bufnr == nil or opts.bufnr == 0) and vim.api.nvim_get_current_buf() or opts.bufnr
  local client = clients.for_buffer(bufnr)
  if not client then
    return fail('no formspec language server is attached to this buffer')
  end
  local experimental = client.server_capabilities and client.server_capabilities.experimental
  if not (experimental and experimental.preview) then
    return fail('this formspec server has no preview; update it')
  end
  local ok, values = pcall(function()
    return opts.values and read_values(opts.values) or vim.empty_dict()
  end)
  if not ok then
    return fail(values)
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, values = values, format = format }
  clients.request(client, bufnr, 'formspec/preview', params, function(err, result)
    if err then
      return fail(err.message or tostring(err))
    end
    on_result(bufnr, result)
  end)
end

-- opts: bufnr (default current), values (path of a JSON file or nil). Calls opts.on_open with
-- the page's path once it is written and handed to the opener.
function M.open_in_browser(opts)
  preview(opts, 'html', function(bufnr, result)
    page_files[bufnr] = page_files[bufnr] or (vim.fn.tempname() .. '.html')
    local path = page_files[bufnr]
    local file = io.open(path, 'wb')
    if not file then
      return fail('cannot write ' .. path)
    end
    file:write(result.html)
    file:close()
    open_page(path)
    if opts and opts.on_open then
      opts.on_open(path)
    end
  end)
end

-- opts: bufnr (default current), values (path of a JSON file or nil), raw (show JSON).
function M.run(opts)
  preview(opts, nil, function(bufnr, result)
    if opts and opts.raw then
      show(bufnr, render.json_lines(result), 'json')
    else
      show(bufnr, render.lines(result), 'formspecpreview')
    end
  end)
end

return M
