'use strict';
// The preview panel's pages. The form itself is drawn by the server (formspec/preview with
// format "html": one self-contained page, no scripts, everything from the spec escaped);
// this file only asks for it and writes the page shown when a preview fails.

function escape(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The formspec/preview params for the panel: the open text, the values, the page. */
function previewParams(uri, values) {
  return { textDocument: { uri }, values, format: 'html' };
}

/** The page shown when the preview failed. */
function errorHtml(message) {
  return '<!DOCTYPE html><html><head><meta charset="utf-8">'
    + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\';">'
    + '<style>body { font-family: var(--vscode-font-family); color: var(--vscode-errorForeground); }</style>'
    + `</head><body><p class="error">${escape(message)}</p></body></html>`;
}

module.exports = { previewParams, errorHtml, escape };
