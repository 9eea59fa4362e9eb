'use strict';
// "Formspec: Generate XLForm code": the choices and the request, kept apart from the `vscode`
// API so that they can be checked with plain node. The server does the work
// (workspace/executeCommand formspec.generate, protocol/generate.md).

/** The targets offered, in the order shown. */
const targets = [
  { label: 'XLForm (Objective-C)', description: 'NAMEForm.h and NAMEForm.m', target: 'xlform-objc' },
  { label: 'XLForm (Swift)', description: 'NAMEForm.swift', target: 'xlform-swift' },
  { label: 'Eureka', description: 'NAMEForm.swift', target: 'eureka' },
];

/** The executeCommand params for a spec's URI and a target (the server reads the open text). */
function generateParams(uri, target) {
  return { command: 'formspec.generate', arguments: [{ uri, target }] };
}

/** Whether the server's capabilities include the command. */
function canGenerate(capabilities) {
  const provider = capabilities && capabilities.executeCommandProvider;
  return Boolean(provider && Array.isArray(provider.commands) && provider.commands.includes('formspec.generate'));
}

/** The file to open after generating: the last, which compiles on its own (the .m for ObjC). */
function mainFile(result) {
  const files = (result && result.files) || [];
  return files.length > 0 ? files[files.length - 1] : undefined;
}

/** A one-line summary of a refusal: the server's message and how many diagnostics it sent. */
function refusalMessage(error) {
  const diagnostics = (error && error.data && error.data.diagnostics) || [];
  const errors = diagnostics.filter((d) => d.severity === 1).length;
  const count = errors > 0 ? ` (${errors} error${errors === 1 ? '' : 's'}; see Problems)` : '';
  return `Formspec: ${error.message}${count}`;
}

module.exports = { targets, generateParams, canGenerate, mainFile, refusalMessage };
