" A form spec is JSON: indent it as JSON.
runtime! indent/json.vim
