"""End-to-end tests of `formspec lsp` with pytest-lsp, under the capabilities of three real
clients (Neovim 0.7, VS Code, Emacs). Run from `swift test` (EndToEndTests), or by hand:

    LSP_SERVER_CMD="$PWD/.build/debug/formspec lsp" python3 -m pytest -q -p no:cacheprovider Tests/EndToEnd/pytest

Expected positions are computed here, in Python, from the example's text.
"""
import asyncio
import os
import pathlib
import shlex

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

HERE = pathlib.Path(__file__).resolve().parent
EXAMPLE = (HERE.parent / "example.form.json").resolve()
SERVER_CMD = shlex.split(os.environ.get("LSP_SERVER_CMD", "formspec lsp"))
TIMEOUT_S = float(os.environ.get("LSP_TIMEOUT_S", "10"))
PROFILES = ["neovim@v0.7.0", "visual-studio-code", "emacs"]
EXPECTED = {  # code -> (severity, text the range covers, occurrence of that text)
    "duplicate-tag": (1, '"name"', 1),
    "unknown-row-type": (1, '"phnoe"', 0),
    "unknown-property": (2, '"titel"', 0),
}


def position(text: str, needle: str, occurrence: int, encoding: str, end: bool = False) -> types.Position:
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    if end:
        index += len(needle)
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1:]
    width = {"utf-8": len(column_text.encode("utf-8")), "utf-16": len(column_text.encode("utf-16-le")) // 2}[encoding]
    return types.Position(line=line, character=width)


def moved(p: types.Position, columns: int) -> types.Position:
    """The position `columns` further on its line (ASCII columns count the same in every encoding)."""
    return types.Position(line=p.line, character=p.character + columns)


def expected_range(text: str, needle: str, occurrence: int, encoding: str) -> types.Range:
    return types.Range(start=position(text, needle, occurrence, encoding), end=position(text, needle, occurrence, encoding, end=True))


def encoding_of(client: LanguageClient) -> str:
    return client.init_result.capabilities.position_encoding or "utf-16"


def accept_registrations(lsp_client: LanguageClient):
    """Answers client/registerCapability as VS Code and Emacs do, keeping what was registered
    (the server asks to watch formspec.config.json when the client allows it)."""
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)
        return None


async def initialize(lsp_client: LanguageClient, capabilities: types.ClientCapabilities):
    accept_registrations(lsp_client)
    lsp_client.init_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=EXAMPLE.parent.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=EXAMPLE.parent.as_uri(), name="examples")],
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER_CMD), params=PROFILES)
async def client(lsp_client: LanguageClient, request):
    await initialize(lsp_client, client_capabilities(request.param))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER_CMD), params=PROFILES)
async def pull_client(lsp_client: LanguageClient, request):
    capabilities = client_capabilities(request.param)
    capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
    await initialize(lsp_client, capabilities)
    yield
    await lsp_client.shutdown_session()


def open_example(client: LanguageClient, text: str | None = None) -> str:
    uri = EXAMPLE.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri, language_id="json", version=1, text=text if text is not None else EXAMPLE.read_text(encoding="utf-8"))))
    return uri


async def diagnostics_until(client: LanguageClient, uri: str, condition):
    """Polls the client's view of the published diagnostics until `condition` holds."""
    async def poll():
        while uri not in client.diagnostics or not condition(client.diagnostics[uri]):
            await asyncio.sleep(0.01)
        return client.diagnostics[uri]
    return await asyncio.wait_for(poll(), TIMEOUT_S)


def codes(diagnostics) -> set:
    return {d.code for d in diagnostics}


async def test_initialize_advertises_what_is_implemented(client: LanguageClient):
    result = client.init_result
    assert result.server_info.name == "formspec"
    sync = result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental and sync.open_close
    offered = client_capabilities_encodings(client)
    assert encoding_of(client) == ("utf-8" if "utf-8" in offered else "utf-16")
    # Pushed diagnostics for these clients; the editor features formspec implements.
    capabilities = result.capabilities
    assert capabilities.diagnostic_provider is None
    assert capabilities.completion_provider.resolve_provider
    assert set(capabilities.completion_provider.trigger_characters) == {'"', ".", ":", "$", "'"}
    assert capabilities.hover_provider
    assert capabilities.document_symbol_provider and capabilities.workspace_symbol_provider
    assert capabilities.folding_range_provider and capabilities.selection_range_provider
    assert capabilities.document_formatting_provider and capabilities.document_range_formatting_provider
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    assert capabilities.definition_provider and capabilities.references_provider and capabilities.document_highlight_provider
    assert capabilities.inlay_hint_provider
    prepare = bool(client.capabilities.text_document.rename and client.capabilities.text_document.rename.prepare_support)
    rename = capabilities.rename_provider
    assert (rename.prepare_provider if prepare else rename is True), rename
    legend = capabilities.semantic_tokens_provider.legend
    assert list(legend.token_types) == ["variable", "property", "operator", "keyword", "string", "number", "function", "modifier"]
    assert list(legend.token_modifiers) == ["readonly", "defaultLibrary"]


def client_capabilities_encodings(client: LanguageClient) -> list:
    general = client.capabilities.general
    return list(general.position_encodings or []) if general else []


async def test_diagnostics_have_exact_ranges(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    diagnostics = await diagnostics_until(client, uri, lambda ds: len(ds) >= 3)
    encoding = encoding_of(client)
    assert codes(diagnostics) == set(EXPECTED)
    for d in diagnostics:
        severity, needle, occurrence = EXPECTED[d.code]
        assert d.severity == severity, d
        assert d.source == "formspec"
        assert d.range == expected_range(text, needle, occurrence, encoding), d


async def test_incremental_edit_updates_diagnostics(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    await diagnostics_until(client, uri, lambda ds: "unknown-row-type" in codes(ds))
    encoding = encoding_of(client)
    # "phnoe" -> "phone", positioned after multi-byte text on the same line.
    fix = types.Range(start=position(text, "phnoe", 0, encoding), end=position(text, "phnoe", 0, encoding, end=True))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=fix, text="phone")]))
    diagnostics = await diagnostics_until(client, uri, lambda ds: "unknown-row-type" not in codes(ds))
    assert codes(diagnostics) == {"duplicate-tag", "unknown-property"}


async def test_close_clears_diagnostics(client: LanguageClient):
    uri = open_example(client)
    await diagnostics_until(client, uri, lambda ds: len(ds) >= 3)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert len(await diagnostics_until(client, uri, lambda ds: len(ds) == 0)) == 0


async def test_settings_change_severities(client: LanguageClient):
    uri = open_example(client)
    await diagnostics_until(client, uri, lambda ds: len(ds) >= 3)
    settings = {"severity": {"unknown-property": "off", "duplicate-tag": "hint"}}
    if client.capabilities.workspace and client.capabilities.workspace.configuration:
        client.set_configuration({"formspec": settings})  # answered when the server asks
        payload = {}
    else:
        payload = {"formspec": settings}
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=payload))
    diagnostics = await diagnostics_until(client, uri, lambda ds: "unknown-property" not in codes(ds))
    assert {d.code: d.severity for d in diagnostics} == {"duplicate-tag": types.DiagnosticSeverity.Hint,
                                                         "unknown-row-type": types.DiagnosticSeverity.Error}


async def test_pull_diagnostics(pull_client: LanguageClient):
    client = pull_client
    provider = client.init_result.capabilities.diagnostic_provider
    assert provider is not None and provider.inter_file_dependencies is False
    uri = open_example(client)
    report = await asyncio.wait_for(client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT_S)
    assert report.kind == "full"
    assert codes(report.items) == set(EXPECTED)
    again = await asyncio.wait_for(client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id)), TIMEOUT_S)
    assert again.kind == "unchanged" and again.result_id == report.result_id
    assert uri not in client.diagnostics, "a pull client must not be pushed to"


async def test_completion_replaces_the_half_typed_row_type(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    encoding = encoding_of(client)
    # Inside "phnoe", after "ph": the edit must replace the whole word, not insert beside it.
    cursor = moved(position(text, '"phnoe"', 0, encoding), 3)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=cursor))
    items = result.items if isinstance(result, types.CompletionList) else result
    phone = next(item for item in items if item.label == "phone")
    assert phone.text_edit.new_text == "phone"
    assert phone.text_edit.range == expected_range(text, "phnoe", 0, encoding)
    resolved = await client.completion_item_resolve_async(phone)
    # pytest-lsp checks the documentation's format against the client's declared formats.
    documentation = resolved.documentation
    assert "XLFormTextFieldCell" in (documentation if isinstance(documentation, str) else documentation.value)


async def test_hover_describes_the_row_type(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    encoding = encoding_of(client)
    start = position(text, '"textView"', 0, encoding)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=moved(start, 2)))
    contents = hover.contents
    assert "XLFormTextViewCell" in (contents if isinstance(contents, str) else contents.value)
    assert hover.range == expected_range(text, '"textView"', 0, encoding)


def edits_of(workspace_edit: types.WorkspaceEdit, uri: str) -> list:
    """The text edits for `uri`, from `documentChanges` or `changes`, whichever the server sent."""
    if workspace_edit.document_changes:
        return [edit for change in workspace_edit.document_changes if change.text_document.uri == uri for edit in change.edits]
    return list(workspace_edit.changes[uri])


async def test_rename_a_tag_from_its_reference(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    encoding = encoding_of(client)
    # On `$notes`, after emoji on the same line.
    start = position(text, "$notes", 0, encoding)
    cursor = moved(start, 2)
    reference = types.Range(start=moved(start, 1), end=position(text, "$notes", 0, encoding, end=True))
    document = types.TextDocumentIdentifier(uri=uri)
    if client.capabilities.text_document.rename and client.capabilities.text_document.rename.prepare_support:
        prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=document, position=cursor))
        assert prepared.range == reference and prepared.placeholder == "notes"
    result = await client.text_document_rename_async(types.RenameParams(text_document=document, position=cursor, new_name="remarks"))
    declaration = position(text, '"tag": "notes"', 0, encoding)
    declared = types.Range(start=moved(declaration, 8), end=moved(declaration, 13))
    edits = sorted(edits_of(result, uri), key=lambda e: (e.range.start.line, e.range.start.character))
    assert [(e.range, e.new_text) for e in edits] == [(reference, "remarks"), (declared, "remarks")]
    refused = None
    try:
        await client.text_document_rename_async(types.RenameParams(text_document=document, position=cursor, new_name="phone"))
    except Exception as error:  # the JSON-RPC error surfaces as an exception
        refused = str(error)
    assert refused and "already the tag of" in refused


async def test_semantic_tokens_of_a_predicate(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    encoding = encoding_of(client)
    result = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    data, tokens, line, character = result.data, [], 0, 0
    for i in range(0, len(data), 5):
        line += data[i]
        character = character + data[i + 1] if data[i] == 0 else data[i + 1]
        tokens.append((line, character, data[i + 2], data[i + 3], data[i + 4]))

    def expected(needle: str, token_type: int, modifiers: int):
        start, end = position(text, needle, 0, encoding), position(text, needle, 0, encoding, end=True)
        return (start.line, start.character, end.character - start.character, token_type, modifiers)

    # variable + readonly, operator, string: columns after "Téléphone 日本 👍" in the client's encoding.
    assert tokens == [expected("$notes", 0, 1), expected("==", 2, 0), expected("'x'", 4, 0)]


async def test_definition_references_highlights_and_inlay_hints(client: LanguageClient):
    text = EXAMPLE.read_text(encoding="utf-8")
    uri = open_example(client)
    encoding = encoding_of(client)
    document = types.TextDocumentIdentifier(uri=uri)
    start = position(text, "$notes", 0, encoding)
    reference = types.Range(start=moved(start, 1), end=position(text, "$notes", 0, encoding, end=True))
    declaration = position(text, '"tag": "notes"', 0, encoding)
    declared = types.Range(start=moved(declaration, 8), end=moved(declaration, 13))
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=moved(start, 3)))
    targets = [(link.target_uri, link.target_selection_range) if isinstance(link, types.LocationLink) else (link.uri, link.range)
               for link in found]
    assert targets == [(uri, declared)]
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=document, position=moved(declaration, 9), context=types.ReferenceContext(include_declaration=True)))
    assert [r.range for r in references] == [reference, declared]
    highlights = await client.text_document_document_highlight_async(types.DocumentHighlightParams(
        text_document=document, position=moved(start, 3)))
    assert [(h.range, h.kind) for h in highlights] == [(reference, types.DocumentHighlightKind.Read),
                                                       (declared, types.DocumentHighlightKind.Write)]
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=document, range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=20, character=0))))
    assert [(h.position, h.label) for h in hints] == [(reference.end, ": textView")]


async def test_field_files_and_the_configuration_watcher(client: LanguageClient):
    """An FXForms field file is checked like a form spec; clients that allow dynamic
    registration are asked to watch formspec.config.json."""
    uri = (EXAMPLE.parent / "login.fxform.json").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri, language_id="json", version=1, text='[{"key": "email", "titel": "E-mail"}, {"title": "Orphan"}]')))
    diagnostics = await diagnostics_until(client, uri, lambda d: len(d) == 2)
    assert codes(diagnostics) == {"unknown-keypath", "keyless-field"}
    watched = client.capabilities.workspace.did_change_watched_files
    if watched is not None and watched.dynamic_registration:
        async def registered():
            while not client.registrations:
                await asyncio.sleep(0.01)
        await asyncio.wait_for(registered(), TIMEOUT_S)
        watchers = client.registrations[0].register_options["watchers"]
        assert [w["globPattern"] for w in watchers] == ["**/formspec.config.json"]
