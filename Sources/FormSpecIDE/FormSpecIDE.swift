// Editor features computed on byte offsets, independent of LSP: completion, hover, symbols,
// navigation, rename, code actions, semantic tokens, formatting. FormSpecServer converts
// positions and encodes results for the wire.
enum FormSpecIDE {}
