/**
 * The one form of an e-mail address the site stores, matches and sends to integrations: trimmed,
 * Unicode NFC and lowercased, as the address was typed otherwise. Nothing is folded further: case
 * folding would turn `straße@` into `strasse@` or `bıll@` into `bill@`, another person's address,
 * and mail would go to them. The local part is lowercased too: the standard lets a mail server tell
 * `Ana@` from `ana@`, but no common provider does, and a person asking to be forgotten must be found
 * however they capitalized their address. Done here, in application code, because SQLite's
 * `lower()` lowercases ASCII only.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase().normalize('NFC');
}
