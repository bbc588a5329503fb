/**
 * The one form of an e-mail address the site stores, matches and sends to integrations: trimmed,
 * Unicode NFC, and case-folded — uppercased then lowercased, which folds what plain lowercasing
 * leaves apart (ß and SS both become ss, ligatures become their letters). The local part is folded
 * too: the standard lets a mail server tell `Ana@` from `ana@`, but no common provider does, and a
 * person asking to be forgotten must be found however they typed their address. Done here, in
 * application code, because SQLite's `lower()` folds ASCII only.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}
