import ts from 'typescript';
import { leaves, type Tree } from '../../src/i18n/check';

/**
 * What source code can name a message by: its string literals, and its templates that build a
 * key, as patterns (`plans.${id}.features` matches `plans.<one segment>.features`).
 */
export interface SourceStrings {
  literals: Set<string>;
  patterns: RegExp[];
}

/** The string literals and key-building templates of TypeScript/TSX sources. */
export function sourceStrings(files: { name: string; text: string }[]): SourceStrings {
  const literals = new Set<string>();
  const patterns = new Map<string, RegExp>();
  for (const { name, text } of files) {
    const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, kind);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        literals.add(node.text);
      } else if (ts.isTemplateExpression(node) && isKeyTemplate(node)) {
        const regex =
          escape(node.head.text) +
          node.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`).join('');
        patterns.set(regex, new RegExp(`^${regex}$`));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, patterns: [...patterns.values()] };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template that builds a message key: it starts with fixed path segments and its placeholders
 * fill whole segments (`plans.${id}.features`; not `h${level}` nor `${a}: ${b}`).
 */
function isKeyTemplate(node: ts.TemplateExpression): boolean {
  return (
    /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*\.$/.test(node.head.text) &&
    node.templateSpans.every((span) => /^(\.[A-Za-z_]\w*)*$/.test(span.literal.text))
  );
}

/**
 * The message keys of `namespaces` (file name → messages) that no source names, as dotted paths
 * starting with the namespace. Pragmatic rules — a key is used when:
 * - a string literal is its full path (`'pages.home.meta.title'`), or
 * - a string literal names a namespace it lies under (`getTranslations({ namespace:
 *   'pages.home' })`) and a literal or key-building template names the rest (`t('meta.title')`,
 *   `` t(`plans.${id}.name`) ``) — so the same leaf name under another used namespace counts too;
 * - naming a list read whole (`t.raw('items')`) uses everything in it: the named part may stop
 *   where array indexes start (`items.0.title`);
 * - its namespace is in `wholeNamespaces` (read whole by a parser: articles, legal texts);
 * - it matches `allowed`: keys looked up at run time by data the code does not spell out, as
 *   patterns where `*` is one path segment and `**` any number of them.
 */
export function unusedKeys(
  namespaces: Record<string, Tree>,
  strings: SourceStrings,
  options: { wholeNamespaces?: readonly string[]; allowed?: readonly string[] } = {},
): string[] {
  const whole = new Set(options.wholeNamespaces ?? []);
  const allowed = (options.allowed ?? []).map(allowPattern);
  const literal = (s: string) => strings.literals.has(s);
  const key = (s: string) => literal(s) || strings.patterns.some((p) => p.test(s));
  const unused: string[] = [];
  for (const [ns, tree] of Object.entries(namespaces)) {
    if (whole.has(ns)) continue;
    for (const [leaf] of leaves(tree)) {
      const path = [ns, ...leaf.split('.')];
      const full = path.join('.');
      if (allowed.some((p) => p.test(full))) continue;
      if (!isNamed(path, literal, key)) unused.push(full);
    }
  }
  return unused;
}

function isNamed(
  path: string[],
  literal: (s: string) => boolean,
  key: (s: string) => boolean,
): boolean {
  const join = (from: number, to: number) => path.slice(from, to).join('.');
  // Where a named key may end: at the leaf, or where array indexes start.
  const ends = (j: number) => j === path.length || /^\d+$/.test(path[j]!);
  for (let j = 2; j <= path.length; j++) {
    if (!ends(j)) continue;
    if (literal(join(0, j))) return true;
    // A namespace path[0..i] and a key path[i..j] under it.
    for (let i = 1; i < j; i++) if (key(join(i, j)) && literal(join(0, i))) return true;
  }
  return false;
}

function allowPattern(pattern: string): RegExp {
  const regex = pattern
    .split('.')
    .map((part) => (part === '**' ? '.+' : part === '*' ? '[^.]+' : escape(part)))
    .join('\\.');
  return new RegExp(`^${regex}$`);
}
