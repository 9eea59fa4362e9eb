-- The formspec client attached to a buffer and requests to it, for the commands
-- (:FormspecPreview, :FormspecGenerate), whichever way the client was started.
local M = {}

-- The formspec client attached to a buffer, however it was started (setup(), nvim-lspconfig
-- or vim.lsp.enable all name it "formspec").
function M.for_buffer(bufnr)
  local clients
  if vim.lsp.get_clients then
    clients = vim.lsp.get_clients({ bufnr = bufnr, name = 'formspec' })
  else
    clients = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  end
  for _, client in ipairs(clients) do
    if client.name == 'formspec' then
      return client
    end
  end
  return nil
end

function M.request(client, bufnr, method, params, handler)
  -- Neovim 0.11 made client methods take self (client:request); before, client.request.
  if vim.fn.has('nvim-0.11') == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

return M
