'use strict';
// A formspec/preview result as the HTML of the preview panel: the form as the app shows it
// (visible sections and rows with label and display text, disabled and required markers,
// errors and warnings under their rows), the validation summary, the form values, and the
// raw result. Everything from the spec is escaped; the page runs no scripts.

function escape(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function rowLabel(row) {
  return row.label || row.title || row.tag || `<${row.rowType || 'row'}>`;
}

// What the cell shows on its right: the display text, or a control's state.
function rowDetail(row) {
  if (typeof row.displayText === 'string') return row.displayText;
  if (typeof row.value === 'boolean') return row.value ? 'on' : 'off';
  return '';
}

function warningItems(warnings) {
  return (warnings || [])
    .map((warning) => `<li class="warning">${warning.crashes ? 'crash: ' : ''}${escape(warning.message || '')}</li>`)
    .join('');
}

function rowHtml(row) {
  const markers = [row.required ? 'required' : null, row.disabled ? 'disabled' : null].filter(Boolean);
  const markerHtml = markers.map((marker) => ` <span class="marker">${marker}</span>`).join('');
  const notes = (row.errors || [])
    .map((message) => `<li class="error">${escape(message == null ? 'validation failed without a message' : message)}</li>`)
    .join('') + warningItems(row.warnings);
  return `<tr class="${row.disabled ? 'row disabled' : 'row'}">`
    + `<td class="label">${escape(rowLabel(row))}${markerHtml}</td>`
    + `<td class="detail">${escape(rowDetail(row))}</td></tr>`
    + (notes ? `<tr class="notes"><td colspan="2"><ul>${notes}</ul></td></tr>` : '');
}

function sectionHtml(section) {
  const title = section.title || `Section ${(section.index || 0) + 1}`;
  if (section.hidden) {
    return `<section class="hidden"><h2>${escape(title)} <span class="marker">hidden</span></h2></section>`;
  }
  const rows = section.rows || [];
  const visible = rows.filter((row) => !row.hidden);
  const hidden = rows.length - visible.length;
  const warnings = warningItems(section.warnings);
  return `<section><h2>${escape(title)}</h2>`
    + (warnings ? `<ul>${warnings}</ul>` : '')
    + `<table>${visible.map(rowHtml).join('')}</table>`
    + (hidden ? `<p class="hidden-rows">${hidden} hidden row${hidden === 1 ? '' : 's'}</p>` : '')
    + '</section>';
}

function validationHtml(result) {
  const errors = result.validationErrors || [];
  if (result.valid) return '<p class="status valid">Valid</p>';
  const items = errors
    .map((failure) => `<li>${escape(failure.tag || '(untagged row)')}: ${escape(failure.message == null ? 'validation failed without a message' : failure.message)}</li>`)
    .join('');
  return `<p class="status invalid">${errors.length} validation error${errors.length === 1 ? '' : 's'}</p><ul>${items}</ul>`;
}

function valuesHtml(values) {
  const rows = Object.keys(values || {})
    .sort()
    .map((key) => `<tr><td class="label">${escape(key)}</td><td class="detail"><code>${escape(JSON.stringify(values[key]))}</code></td></tr>`)
    .join('');
  return `<h2>Form values</h2><table class="values">${rows}</table>`;
}

const style = `
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); }
table { border-collapse: collapse; width: 100%; }
td { padding: 2px 8px; vertical-align: top; }
td.detail { text-align: right; color: var(--vscode-descriptionForeground); }
tr.disabled td { opacity: 0.5; }
.marker { font-size: 80%; border: 1px solid var(--vscode-descriptionForeground); border-radius: 3px; padding: 0 3px; }
.error, .invalid { color: var(--vscode-errorForeground); }
.warning { color: var(--vscode-editorWarning-foreground); }
.hidden-rows { font-style: italic; opacity: 0.7; }
pre { white-space: pre-wrap; }
`;

/** The panel's page for a preview result; `specName` titles it. */
function previewHtml(result, specName) {
  const title = result.title || specName || 'Form';
  return '<!DOCTYPE html><html><head><meta charset="utf-8">'
    + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\';">'
    + `<title>${escape(title)}</title><style>${style}</style></head><body>`
    + `<h1>${escape(title)}${result.disabled ? ' <span class="marker">disabled</span>' : ''}</h1>`
    + (result.warnings && result.warnings.length ? `<ul>${warningItems(result.warnings)}</ul>` : '')
    + (result.sections || []).map(sectionHtml).join('')
    + validationHtml(result)
    + valuesHtml(result.formValues)
    + `<details><summary>Raw result</summary><pre>${escape(JSON.stringify(result, null, 2))}</pre></details>`
    + '</body></html>';
}

/** The page shown when the preview failed. */
function errorHtml(message) {
  return '<!DOCTYPE html><html><head><meta charset="utf-8">'
    + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\';">'
    + `<style>${style}</style></head><body><p class="error">${escape(message)}</p></body></html>`;
}

module.exports = { previewHtml, errorHtml, escape };
