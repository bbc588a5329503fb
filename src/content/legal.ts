import { z } from 'zod';

/** Dates of the legal texts (their words are in the `termsOfService` and `privacyPolicy` namespaces). */
export const legalDocuments = {
  /** 16 numbered sections; the contact block is numbered 17. */
  termsOfService: { effective: '2026-11-23', updated: '2026-11-23', sections: 16 },
  /** 14 numbered sections, then two unnumbered blocks: contact and data-protection officer. */
  privacyPolicy: { effective: '2026-11-23', updated: '2026-11-26', sections: 14 },
} as const;

export type LegalDocumentKey = keyof typeof legalDocuments;

const text = z.string().trim().min(1);
const block = z.object({ heading: text, text });

export const legalDocumentSchema = z.object({
  meta: z.object({ title: text, description: text }),
  title: text,
  intro: text,
  sections: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      heading: text,
      paragraphs: z.array(text).optional(),
      subsections: z
        .array(
          z
            .object({
              heading: text,
              paragraphs: z.array(text).optional(),
              items: z.array(text).optional(),
            })
            .refine(
              (s) => (s.paragraphs?.length ?? 0) + (s.items?.length ?? 0) > 0,
              'empty sub-section',
            ),
        )
        .min(1),
    }),
  ),
  contact: block,
  dpo: block.optional(),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export function parseLegalDocument(key: LegalDocumentKey, value: unknown): LegalDocument {
  const result = legalDocumentSchema.safeParse(value);
  if (!result.success)
    throw new Error(`Legal text "${key}" is malformed: ${z.prettifyError(result.error)}`);
  const doc = result.data;
  if (doc.sections.length !== legalDocuments[key].sections) {
    throw new Error(
      `Legal text "${key}" must have ${legalDocuments[key].sections} sections, has ${doc.sections.length}`,
    );
  }
  return doc;
}
