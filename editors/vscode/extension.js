'use strict';
// Starts `formspec lsp` for form specs (*.form.json, language `formspec`) and adds
// "Formspec: Preview", a side panel drawing the form as an iPhone shows it with given values,
// kept up to date as the spec is edited, and "Formspec: Generate XLForm code", which writes the
// code that builds the form beside the spec and opens it.
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, ResponseError } = require('vscode-languageclient/node');
const { previewParams, errorHtml } = require('./src/previewHtml');
const { documentSelector, serverSettings, serverArguments } = require('./src/serverConfig');
const generate = require('./src/generate');

/** @type {LanguageClient | undefined} */
let client;
let outputChannel;

function createClient() {
  const configuration = vscode.workspace.getConfiguration('formspec');
  const serverOptions = {
    command: configuration.get('server.path') || 'formspec',
    args: serverArguments(configuration.get('server.logLevel')),
  };
  const clientOptions = {
    documentSelector,
    outputChannel,
    middleware: {
      workspace: {
        // VS Code answers with the whole `formspec` section; the server gets its own keys.
        configuration: async (params, token, next) => {
          const answer = await next(params, token);
          if (answer instanceof ResponseError || !Array.isArray(answer)) return answer;
          return answer.map((value, index) => (params.items[index].section === 'formspec' ? serverSettings(value) : value));
        },
      },
    },
  };
  // The id `formspec` makes the client read `formspec.trace.server`.
  return new LanguageClient('formspec', 'Formspec', serverOptions, clientOptions);
}

async function startClient() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    const command = vscode.workspace.getConfiguration('formspec').get('server.path');
    vscode.window.showErrorMessage(
      `Formspec: could not start "${command} lsp" (${error.message}). Install the server or set formspec.server.path.`,
    );
  }
}

async function restartClient() {
  if (client) await client.stop().catch(() => undefined);
  await startClient();
}

/** A form spec or an FXForms field file: the server previews both, each as its library shows it. */
function isSpec(document) {
  const name = document.fileName.toLowerCase();
  return document.languageId === 'formspec' || name.endsWith('.form.json') || name.endsWith('.fxform.json');
}

/** One panel per spec, refreshed when the spec changes. */
class PreviewPanel {
  static panels = new Map();

  static async show(document, valuesUri) {
    const key = document.uri.toString();
    let panel = PreviewPanel.panels.get(key);
    if (!panel) {
      panel = new PreviewPanel(document);
      PreviewPanel.panels.set(key, panel);
    }
    if (valuesUri !== undefined) panel.valuesUri = valuesUri;
    panel.webview.reveal(vscode.ViewColumn.Beside, true);
    await panel.refresh();
  }

  constructor(document) {
    this.document = document;
    this.valuesUri = null;
    this.timer = undefined;
    this.webview = vscode.window.createWebviewPanel(
      'formspecPreview',
      `Preview ${path.basename(document.fileName)}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: false },
    );
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.document === this.document) this.refreshSoon();
      }),
      vscode.workspace.onDidCloseTextDocument((closed) => {
        if (closed === this.document) this.webview.dispose();
      }),
    ];
    this.webview.onDidDispose(() => {
      clearTimeout(this.timer);
      this.subscriptions.forEach((subscription) => subscription.dispose());
      PreviewPanel.panels.delete(this.document.uri.toString());
    });
  }

  refreshSoon() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), 300);
  }

  async refresh() {
    try {
      const values = this.valuesUri ? JSON.parse(Buffer.from(await vscode.workspace.fs.readFile(this.valuesUri)).toString('utf8')) : {};
      if (values === null || typeof values !== 'object' || Array.isArray(values)) {
        throw new Error('the values file must hold a JSON object mapping row tags to values');
      }
      // The server draws the open text, saved or not, as one self-contained page.
      const result = await client.sendRequest('formspec/preview', previewParams(this.document.uri.toString(), values));
      this.webview.webview.html = result.html;
    } catch (error) {
      this.webview.webview.html = errorHtml(`Preview failed: ${error.message}`);
    }
  }
}

async function previewCommand() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isSpec(editor.document)) {
    vscode.window.showErrorMessage('Formspec: open a form spec (*.form.json) or a field file (*.fxform.json) to preview it.');
    return;
  }
  const capabilities = client && client.initializeResult && client.initializeResult.capabilities;
  if (!(capabilities && capabilities.experimental && capabilities.experimental.preview)) {
    vscode.window.showErrorMessage('Formspec: the language server is not running or has no preview; update it.');
    return;
  }
  const choice = await vscode.window.showQuickPick(
    [
      { label: 'Default values', description: 'the values the spec gives', values: null },
      { label: 'Values from a file…', description: 'a JSON object mapping row tags to values', values: 'file' },
    ],
    { placeHolder: 'Preview the form with' },
  );
  if (!choice) return;
  let valuesUri = null;
  if (choice.values === 'file') {
    const picked = await vscode.window.showOpenDialog({ canSelectMany: false, filters: { JSON: ['json'] } });
    if (!picked || picked.length === 0) return;
    valuesUri = picked[0];
  }
  await PreviewPanel.show(editor.document, valuesUri);
}

/** Diagnostics of refused specs, shown in Problems until the next generation. */
let refusals;

async function generateCommand() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isSpec(editor.document)) {
    vscode.window.showErrorMessage('Formspec: open a form spec (*.form.json) to generate its code.');
    return;
  }
  if (!client || !generate.canGenerate(client.initializeResult && client.initializeResult.capabilities)) {
    vscode.window.showErrorMessage('Formspec: the language server is not running or cannot generate code; update it.');
    return;
  }
  const choice = await vscode.window.showQuickPick(generate.targets, { placeHolder: 'Generate the form as code for' });
  if (!choice) return;
  const uri = editor.document.uri;
  refusals.delete(uri);
  try {
    // The server generates from the open text, saved or not, and writes the files.
    const result = await client.sendRequest('workspace/executeCommand', generate.generateParams(uri.toString(), choice.target));
    const main = generate.mainFile(result);
    if (main) await vscode.window.showTextDocument(vscode.Uri.parse(main.uri), { viewColumn: vscode.ViewColumn.Beside });
  } catch (error) {
    const diagnostics = (error.data && error.data.diagnostics) || [];
    refusals.set(uri, diagnostics.map((d) => client.protocol2CodeConverter.asDiagnostic(d)));
    vscode.window.showErrorMessage(generate.refusalMessage(error));
  }
}

async function activate(context) {
  outputChannel = vscode.window.createOutputChannel('Formspec');
  refusals = vscode.languages.createDiagnosticCollection('formspec generate');
  context.subscriptions.push(
    outputChannel,
    refusals,
    vscode.commands.registerCommand('formspec.preview', previewCommand),
    vscode.commands.registerCommand('formspec.generateCode', generateCommand),
    vscode.commands.registerCommand('formspec.restartServer', restartClient),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('formspec.server')) {
        restartClient();
      } else if (event.affectsConfiguration('formspec') && client && client.isRunning()) {
        // With `settings: null` the server asks for its section again.
        client.sendNotification('workspace/didChangeConfiguration', { settings: null });
      }
    }),
  );
  await startClient();
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
