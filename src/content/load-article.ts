import { loadMessages } from '@/i18n/messages';
import { withFacts } from './fact-messages';
import type { Locale } from '@/i18n/routing';
import type { ArticleEntry } from './articles';
import { parseArticleBody, type ArticleBody } from './article-body';

/** The validated words of one article in one locale, its fact arguments formatted. */
export async function loadArticleBody(entry: ArticleEntry, locale: Locale): Promise<ArticleBody> {
  const messages = await loadMessages(locale);
  return await withFacts(locale, parseArticleBody(entry.namespace, messages[entry.namespace]));
}
