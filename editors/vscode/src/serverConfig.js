'use strict';
// How the extension starts and configures the server, kept apart from the `vscode` API so
// that it can be checked with plain node.

/**
 * The documents the server handles: the formspec language, and any XLForm form spec
 * (*.form.json) or FXForms field file (*.fxform.json); the server tells them apart by name.
 */
const documentSelector = [
  { language: 'formspec' },
  { scheme: 'file', pattern: '**/*.form.json' },
  { scheme: 'file', pattern: '**/*.fxform.json' },
];

/**
 * The server's settings section from VS Code's `formspec` configuration section, which also
 * holds the extension's own keys (server.path, server.logLevel, trace.server) that the
 * server would report as unknown settings.
 */
function serverSettings(section) {
  const source = section || {};
  const settings = {};
  if (source.severity && typeof source.severity === 'object' && !Array.isArray(source.severity)) {
    settings.severity = source.severity;
  }
  if (typeof source.strict === 'boolean') {
    settings.strict = source.strict;
  }
  if (source.format && typeof source.format.sortKeys === 'boolean') {
    settings.format = { sortKeys: source.format.sortKeys };
  }
  return settings;
}

/** The server's command-line arguments for the `formspec.server.logLevel` setting. */
function serverArguments(logLevel) {
  return logLevel && logLevel !== 'info' ? ['lsp', '--log-level', logLevel] : ['lsp'];
}

module.exports = { documentSelector, serverSettings, serverArguments };
