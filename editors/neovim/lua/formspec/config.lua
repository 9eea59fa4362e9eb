-- Defaults and option handling shared by setup(), the nvim-lspconfig definition and
-- lsp/formspec.lua, so that every way of starting the server starts it the same way.
local M = {}

M.name = 'formspec'
M.default_cmd = { 'formspec', 'lsp' }
M.root_markers = { '.git' }

-- True for a buffer name the server treats as a spec whatever its language id: an XLForm
-- form spec (*.form.json) or an FXForms field file (*.fxform.json).
function M.is_spec_name(name)
  local lowered = name:lower()
  return lowered:match('%.form%.json$') ~= nil or lowered:match('%.fxform%.json$') ~= nil
end

-- The nearest folder above `path` holding one of `markers`, else the file's own folder.
function M.root_dir(path, markers)
  markers = markers or M.root_markers
  local start = vim.fn.fnamemodify(path, ':p:h')
  local dir = start
  while true do
    for _, marker in ipairs(markers) do
      -- `.git` is a folder in a clone and a file in a worktree: any kind counts.
      if vim.loop.fs_stat(dir .. '/' .. marker) then
        return dir
      end
    end
    local parent = vim.fn.fnamemodify(dir, ':h')
    if parent == dir then
      return start
    end
    dir = parent
  end
end

-- The server's `formspec` settings section from the user's `settings` option, nil when
-- there is nothing to set (the server then keeps its defaults). Only keys the server knows
-- are passed on (it reports any other key as a settings problem), and empty tables are left
-- out because Lua would encode them as JSON arrays.
function M.settings_section(settings)
  settings = settings or {}
  local section = {}
  if type(settings.severity) == 'table' and next(settings.severity) ~= nil then
    section.severity = settings.severity
  end
  if settings.strict ~= nil then
    section.strict = settings.strict
  end
  if type(settings.format) == 'table' and settings.format.sortKeys ~= nil then
    section.format = { sortKeys = settings.format.sortKeys }
  end
  return next(section) ~= nil and section or nil
end

-- Resolved options of setup(); see README.md for each one.
function M.resolve(opts)
  opts = opts or {}
  local filetype = opts.filetype or 'formspec'
  assert(filetype == 'formspec' or filetype == 'json', "formspec: opts.filetype must be 'formspec' or 'json'")
  return {
    cmd = opts.cmd or M.default_cmd,
    filetype = filetype,
    root_markers = opts.root_markers or M.root_markers,
    settings = M.settings_section(opts.settings),
    on_attach = opts.on_attach,
    capabilities = opts.capabilities,
    preview = vim.tbl_extend('force', { split = 'vertical' }, opts.preview or {}),
  }
end

return M
