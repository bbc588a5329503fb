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
