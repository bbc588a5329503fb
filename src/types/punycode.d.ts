// punycode.js (the userland copy of Node's deprecated `punycode` module) ships without types;
// the one function the generator uses.
declare module 'punycode.js' {
  /** A domain name or e-mail domain with its xn-- labels in Unicode. */
  export function toUnicode(input: string): string;
}
