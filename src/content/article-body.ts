import { z } from 'zod';

/** The shape of an article's message namespace (see docs/ARTICLE_FORMAT.md). */
const text = z.string().trim().min(1);

export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text }),
  z.object({ type: z.literal('list'), items: z.array(text).min(1) }),
  z.object({ type: z.literal('steps'), items: z.array(text).min(1) }),
  z.object({ type: z.literal('tip'), title: text, text }),
]);

export const articleBodySchema = z.object({
  title: text,
  excerpt: text,
  heroAlt: text,
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        heading: text,
        blocks: z.array(articleBlockSchema).min(1),
      }),
    )
    .min(1),
  references: z
    .array(z.object({ title: text, publisher: text.optional(), url: z.url() }))
    .optional(),
});

export type ArticleBody = z.infer<typeof articleBodySchema>;
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

/** Validates an article namespace, naming the article in the error so a build fails clearly. */
export function parseArticleBody(namespace: string, value: unknown): ArticleBody {
  const result = articleBodySchema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `Article "${namespace}" does not match the article format: ${z.prettifyError(result.error)}`,
    );
  }
  return result.data;
}

/** Words a reader reads in the body: headings, paragraphs, list items and tips. */
export function countWords(body: ArticleBody): number {
  const count = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
  let n = 0;
  for (const section of body.sections) {
    n += count(section.heading);
    for (const block of section.blocks) {
      if (block.type === 'paragraph') n += count(block.text);
      else if (block.type === 'tip') n += count(block.title) + count(block.text);
      else n += block.items.reduce((sum, item) => sum + count(item), 0);
    }
  }
  return n;
}
