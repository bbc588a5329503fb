import { describe, expect, it } from 'vitest';
import { legalDocuments, parseLegalDocument, type LegalDocumentKey } from '@/content/legal';
import { LOCALE_TAGS, readNamespace } from '../support/messages';

describe.each(Object.keys(legalDocuments) as LegalDocumentKey[])('%s', (key) => {
  const docs = LOCALE_TAGS.map((tag) => parseLegalDocument(key, readNamespace(tag, key)));

  it('has sub-sections and a bullet list in every section', () => {
    for (const doc of docs) {
      for (const s of doc.sections) {
        expect(s.subsections.length, s.id).toBeGreaterThanOrEqual(1);
        expect(
          s.subsections.some((sub) => (sub.items?.length ?? 0) > 0),
          `${s.id} has a bullet list`,
        ).toBe(true);
      }
    }
  });

  it('has the same section anchors in both languages', () => {
    expect(docs[1]!.sections.map((s) => s.id)).toEqual(docs[0]!.sections.map((s) => s.id));
  });

  it('never writes an e-mail address into the text (the page shows the configured ones)', () => {
    for (const doc of docs) expect(JSON.stringify(doc)).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  });
});

it('privacy policy has a data-protection-officer block in both languages', () => {
  for (const tag of LOCALE_TAGS)
    expect(
      parseLegalDocument('privacyPolicy', readNamespace(tag, 'privacyPolicy')).dpo,
    ).toBeDefined();
});

/**
 * The subject of a sub-section, told by its heading in either language, and words its content
 * must contain (each alternative: English | Spanish) or must not contain. Every sub-section whose
 * heading names a subject is checked, in both languages.
 */
const subjects: { heading: RegExp; has: RegExp[]; not?: RegExp }[] = [
  {
    heading: /^(Customers in the United States|Si operas en Estados Unidos)$/,
    has: [/sales (and use )?tax|impuesto[^.]{0,40}ventas/i, /nexus|nexo/i, /1099/],
    not: /CFDI|SAT\b/,
  },
  {
    heading: /CFDI/,
    has: [/CFDI/, /\bSAT\b/, /\bPAC\b/],
    not: /1099|nexus|nexo|sales tax/i,
  },
  { heading: /California|CCPA/, has: [/CCPA/] },
  { heading: /ARCO/, has: [/ARCO|LFPDPPP/] },
  { heading: /^(Card payments|Pagos con tarjeta)$/, has: [/card|tarjeta/i] },
  { heading: /Cookies?/i, has: [/cookie/i] },
  { heading: /[Cc]hildren|menores|niñ/, has: [/child|menor|niñ/i] },
  { heading: /Text messages|mensajes de texto/i, has: [/text|texto/i, /STOP/] },
  {
    heading: /Money-back|Garantía de devolución/,
    has: [/\{refundWindow\}|\{refundPolicy\}|refund|devoluci/i],
  },
  {
    heading: /^(Customers in Mexico|Clientes en México)$/,
    has: [/PROFECO/, /Ley Federal de Protección al Consumidor/],
  },
];

describe.each(Object.keys(legalDocuments) as LegalDocumentKey[])('%s in both languages', (key) => {
  const [en, es] = LOCALE_TAGS.map((tag) => parseLegalDocument(key, readNamespace(tag, key)));

  it('has the same structure section by section: sub-sections, paragraphs and bullets', () => {
    const shape = (doc: typeof en) =>
      doc!.sections.map((s) => ({
        id: s.id,
        paragraphs: s.paragraphs?.length ?? 0,
        subsections: s.subsections.map((sub) => [
          sub.paragraphs?.length ?? 0,
          sub.items?.length ?? 0,
        ]),
      }));
    expect(shape(es)).toEqual(shape(en));
  });

  it('puts each sub-section on the same subject in both languages, with content on that subject', () => {
    for (const [i, section] of en!.sections.entries()) {
      for (const [j, sub] of section.subsections.entries()) {
        const counterpart = es!.sections[i]!.subsections[j]!;
        const where = `${section.id} ${i + 1}.${j + 1}`;
        for (const subject of subjects) {
          const inEnglish = subject.heading.test(sub.heading);
          expect(
            subject.heading.test(counterpart.heading),
            `${where}: "${sub.heading}" / "${counterpart.heading}"`,
          ).toBe(inEnglish);
          if (!inEnglish) continue;
          for (const s of [sub, counterpart]) {
            const content = [...(s.paragraphs ?? []), ...(s.items ?? [])].join(' ');
            for (const word of subject.has)
              expect(content, `${where} "${s.heading}" ${word}`).toMatch(word);
            if (subject.not) expect(content, `${where} "${s.heading}"`).not.toMatch(subject.not);
          }
        }
      }
    }
  });
});
