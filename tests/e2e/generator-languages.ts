import type InvoiceGeneratorMessages from '../../locales/en-US/invoice-generator.json';
import { readNamespace } from '../support/messages';

/** The generator's messages (the English file's shape; the Spanish has the same keys). */
export type GeneratorMessages = typeof InvoiceGeneratorMessages;

/** The generator's two pages: the path prefix, the language tag and the page's messages. */
export const generatorLanguages = [
  { prefix: '', tag: 'en-US' },
  { prefix: '/es', tag: 'es-MX' },
].map((l) => ({ ...l, m: readNamespace(l.tag, 'invoice-generator') as GeneratorMessages }));
