" A form spec is JSON: take JSON's buffer settings (no comments, no auto-wrap).
runtime! ftplugin/json.vim
