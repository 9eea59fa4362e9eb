-- Turns a formspec/preview result into buffer lines: the form as the app shows it (visible
-- sections and rows, each row's label and display text, disabled markers, errors and
-- warnings under their rows), then the validation summary and the form values. The raw
-- result is available too, as indented JSON with sorted keys.
local M = {}

-- vim.json escapes '/' as '\/', which is valid JSON but harder to read.
local function encode(value)
  return (vim.json.encode(value):gsub('\\/', '/'))
end
-- vim.tbl_islist was renamed vim.islist in Neovim 0.10.
local islist = vim.islist or vim.tbl_islist

local function width(text)
  return vim.fn.strdisplaywidth(text)
end

local function row_label(row)
  return row.label or row.title or row.tag or ('<' .. (row.rowType or 'row') .. '>')
end

-- What the cell shows on its right: the server's display text, or the state of a control
-- that has none (a switch, a check).
local function row_detail(row)
  if type(row.displayText) == 'string' then
    return row.displayText
  end
  if type(row.value) == 'boolean' then
    return row.value and 'on' or 'off'
  end
  return ''
end

local function row_markers(row)
  local markers = {}
  if row.required then
    table.insert(markers, 'required')
  end
  if row.disabled then
    table.insert(markers, 'disabled')
  end
  if #markers == 0 then
    return ''
  end
  return ' [' .. table.concat(markers, ', ') .. ']'
end

local function warning_lines(warnings, indent, lines)
  for _, warning in ipairs(warnings or {}) do
    local prefix = warning.crashes and '! crash: ' or '! '
    table.insert(lines, indent .. prefix .. (warning.message or ''))
  end
end

local function visible_rows(section)
  local rows, hidden = {}, 0
  for _, row in ipairs(section.rows or {}) do
    if row.hidden then
      hidden = hidden + 1
    else
      table.insert(rows, row)
    end
  end
  return rows, hidden
end

local function section_lines(section, lines)
  local title = section.title or ('Section ' .. ((section.index or 0) + 1))
  if section.hidden then
    table.insert(lines, title .. ' (hidden)')
    return
  end
  table.insert(lines, title)
  warning_lines(section.warnings, '  ', lines)
  local rows, hidden = visible_rows(section)
  local column = 0
  for _, row in ipairs(rows) do
    column = math.max(column, width(row_label(row) .. row_markers(row)))
  end
  for _, row in ipairs(rows) do
    local left = row_label(row) .. row_markers(row)
    local detail = row_detail(row)
    local line = '  ' .. left
    if detail ~= '' then
      line = line .. string.rep(' ', column - width(left) + 2) .. detail
    end
    table.insert(lines, line)
    for _, message in ipairs(row.errors or {}) do
      table.insert(lines, '    x ' .. (message ~= vim.NIL and message or 'validation failed without a message'))
    end
    warning_lines(row.warnings, '    ', lines)
  end
  if hidden > 0 then
    table.insert(lines, '  (' .. hidden .. ' hidden row' .. (hidden == 1 and '' or 's') .. ')')
  end
end

local function sorted_keys(object)
  local keys = {}
  for key in pairs(object) do
    table.insert(keys, key)
  end
  table.sort(keys)
  return keys
end

-- The readable preview.
function M.lines(result)
  local lines = {}
  local title = result.title or 'Form'
  table.insert(lines, title .. (result.disabled and ' (disabled)' or ''))
  warning_lines(result.warnings, '', lines)
  for _, section in ipairs(result.sections or {}) do
    table.insert(lines, '')
    section_lines(section, lines)
  end
  table.insert(lines, '')
  local errors = result.validationErrors or {}
  if result.valid then
    table.insert(lines, 'Valid')
  else
    table.insert(lines, #errors .. ' validation error' .. (#errors == 1 and '' or 's'))
    for _, failure in ipairs(errors) do
      local message = failure.message ~= vim.NIL and failure.message or 'validation failed without a message'
      table.insert(lines, '  ' .. (failure.tag or '(untagged row)') .. ': ' .. message)
    end
  end
  table.insert(lines, '')
  table.insert(lines, 'Form values')
  local values = result.formValues or {}
  for _, key in ipairs(sorted_keys(values)) do
    table.insert(lines, '  ' .. key .. ' = ' .. encode(values[key]))
  end
  return lines
end

-- The raw result as indented JSON, keys sorted (Lua tables keep no order).
local empty_object = getmetatable(vim.empty_dict())

local function pretty(value, indent)
  if type(value) ~= 'table' then
    return encode(value)
  end
  if next(value) == nil then
    -- The decoder marks empty JSON objects; any other empty table was an array.
    return getmetatable(value) == empty_object and '{}' or '[]'
  end
  local inner = indent .. '  '
  local parts = {}
  if islist(value) then
    for _, item in ipairs(value) do
      table.insert(parts, inner .. pretty(item, inner))
    end
    return '[\n' .. table.concat(parts, ',\n') .. '\n' .. indent .. ']'
  end
  for _, key in ipairs(sorted_keys(value)) do
    table.insert(parts, inner .. encode(key) .. ': ' .. pretty(value[key], inner))
  end
  return '{\n' .. table.concat(parts, ',\n') .. '\n' .. indent .. '}'
end

function M.json_lines(result)
  return vim.split(pretty(result, ''), '\n', { plain = true })
end

return M
