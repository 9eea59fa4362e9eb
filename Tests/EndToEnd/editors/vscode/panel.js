'use strict';
// Drives the preview panel of editors/vscode/extension.js without VS Code: `vscode` and
// `vscode-languageclient/node` are stand-ins that record what the extension asks for and
// shows. Usage: node panel.js path/to/extension.js [spec file name, /forms/signup.form.json]
// Runs "Formspec: Preview" with the default values, edits the spec twice in a row, edits
// another document, then edits the spec while the server fails, and prints
// {requests, pages, errors} as JSON: each formspec/preview request's params and each page
// the panel showed, in order.
const Module = require('module');

const specPath = process.argv[3] || '/forms/signup.form.json';
const spec = { uri: { toString: () => `file://${specPath}` }, fileName: specPath, languageId: 'formspec' };
const other = { uri: { toString: () => 'file:///notes.md' }, fileName: '/notes.md', languageId: 'markdown' };
const disposable = { dispose() {} };
const changeListeners = [];
const commands = {};
const requests = [];
const pages = [];
const errors = [];
let failing = false;

const vscode = {
  ViewColumn: { Beside: -2 },
  window: {
    activeTextEditor: { document: spec },
    createOutputChannel: () => disposable,
    createWebviewPanel: () => ({
      webview: {
        set html(page) {
          pages.push(page);
        },
      },
      reveal() {},
      onDidDispose() {},
      dispose() {},
    }),
    showQuickPick: async (items) => items[0],
    showOpenDialog: async () => undefined,
    showErrorMessage: (message) => errors.push(message),
  },
  workspace: {
    getConfiguration: () => ({ get: () => undefined }),
    onDidChangeTextDocument: (listener) => (changeListeners.push(listener), disposable),
    onDidCloseTextDocument: () => disposable,
    onDidChangeConfiguration: () => disposable,
  },
  languages: { createDiagnosticCollection: () => ({ set() {}, delete() {}, dispose() {} }) },
  commands: { registerCommand: (name, command) => ((commands[name] = command), disposable) },
};

class LanguageClient {
  constructor() {
    this.initializeResult = { capabilities: { experimental: { preview: true } } };
  }
  async start() {}
  async stop() {}
  isRunning() {
    return true;
  }
  sendNotification() {}
  async sendRequest(method, params) {
    requests.push({ method, params });
    if (failing) throw new Error('<no server>');
    return { html: `<p>page ${requests.length}</p>` };
  }
}

const stubs = { vscode, 'vscode-languageclient/node': { LanguageClient, ResponseError: class extends Error {} } };
const load = Module._load;
Module._load = function (request, ...rest) {
  return Object.prototype.hasOwnProperty.call(stubs, request) ? stubs[request] : load.call(this, request, ...rest);
};
// The panel waits a moment after an edit before it asks again: here that moment is the next
// turn of the event loop, so edits made in one turn still make one request.
global.setTimeout = (callback) => setImmediate(callback);
global.clearTimeout = (immediate) => immediate && clearImmediate(immediate);

async function settle() {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

function edit(document) {
  changeListeners.forEach((listener) => listener({ document, contentChanges: [] }));
}

(async () => {
  const extension = require(process.argv[2]);
  await extension.activate({ subscriptions: [] });
  await commands['formspec.preview']();
  edit(spec);
  edit(spec);
  await settle();
  edit(other);
  await settle();
  failing = true;
  edit(spec);
  await settle();
  process.stdout.write(JSON.stringify({ requests, pages, errors }));
})().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
