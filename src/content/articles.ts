/**
 * The article registry: the single source of truth for every card, article page, feed and
 * sitemap entry. The words of each article live in its message namespace (locales/<tag>/<ns>.json).
 */

export const categories = ['invoicing', 'finance', 'business', 'design', 'taxes'] as const;
export type Category = (typeof categories)[number];

/** Open Graph `article:section` values, translated under `articles.sections`. */
export type Section =
  Category | 'clientRelationships' | 'security' | 'invoicingTips' | 'financialTerms';

export interface ArticleEntry {
  slug: string;
  /** Message namespace holding title, excerpt, hero alt text, body and references. */
  namespace: string;
  category: Category;
  section: Section;
  author: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  publishedAt: string;
  /** Date of the last editorial review (figures, links, wording), ISO `YYYY-MM-DD`. */
  updatedAt: string;
  readMinutes: number;
  /** Hero illustration under /public. */
  image: string;
  related: readonly [string, string, string];
  /** A free tool of the site the article leads to, shown as a call to action after its body. */
  tool?: 'invoice-generator';
}

export const articles = [
  {
    slug: 'the-complete-guide-to-professional-invoicing-and-payment-automation',
    namespace: 'invoicingGuide',
    category: 'invoicing',
    section: 'invoicing',
    author: 'Sofía Ramírez',
    publishedAt: '2025-09-13',
    updatedAt: '2026-11-23',
    readMinutes: 15,
    image: '/images/articles/invoicing-guide.svg',
    related: [
      'professional-invoice-generator-creating-invoices-that-get-paid-faster',
      'how-to-handle-overdue-invoices-like-a-pro',
      'cash-flow-management-in-business-101',
    ],
  },
  {
    slug: 'professional-invoice-generator-creating-invoices-that-get-paid-faster',
    namespace: 'invoicingTips',
    category: 'invoicing',
    section: 'invoicingTips',
    author: 'Daniel Brooks',
    publishedAt: '2025-08-21',
    updatedAt: '2026-11-23',
    readMinutes: 8,
    image: '/images/articles/invoice-generator.svg',
    tool: 'invoice-generator',
    related: [
      '10-professional-invoice-design-tips-that-get-you-paid-faster',
      'the-complete-guide-to-professional-invoicing-and-payment-automation',
      'essential-financial-terms-for-invoicing-and-billing-platforms',
    ],
  },
  {
    slug: 'how-to-handle-overdue-invoices-like-a-pro',
    namespace: 'latePaymentsHandling',
    category: 'invoicing',
    section: 'invoicing',
    author: 'Daniel Brooks',
    publishedAt: '2025-09-16',
    updatedAt: '2026-11-23',
    readMinutes: 8,
    image: '/images/articles/overdue-invoices.svg',
    related: [
      'strong-client-relationship-management-through-communication',
      'cash-flow-management-in-business-101',
      'the-complete-guide-to-professional-invoicing-and-payment-automation',
    ],
  },
  {
    slug: 'tax-deductions-for-independent-professionals',
    namespace: 'taxDeductions',
    category: 'taxes',
    section: 'taxes',
    author: 'Mariana Torres',
    publishedAt: '2025-09-11',
    updatedAt: '2026-11-23',
    readMinutes: 12,
    image: '/images/articles/tax-deductions.svg',
    related: [
      'essential-financial-terms-for-invoicing-and-billing-platforms',
      'cash-flow-management-in-business-101',
      'the-complete-guide-to-professional-invoicing-and-payment-automation',
    ],
  },
  {
    slug: '10-professional-invoice-design-tips-that-get-you-paid-faster',
    namespace: 'invoiceDesignTips',
    category: 'design',
    section: 'design',
    author: 'Sofía Ramírez',
    publishedAt: '2025-09-10',
    updatedAt: '2026-11-23',
    readMinutes: 8,
    image: '/images/articles/invoice-design.svg',
    related: [
      'professional-invoice-generator-creating-invoices-that-get-paid-faster',
      'how-to-handle-overdue-invoices-like-a-pro',
      'strong-client-relationship-management-through-communication',
    ],
  },
  {
    slug: 'cash-flow-management-in-business-101',
    namespace: 'cashFlowManagement',
    category: 'finance',
    section: 'finance',
    author: 'Mariana Torres',
    publishedAt: '2025-09-09',
    updatedAt: '2026-11-23',
    readMinutes: 12,
    image: '/images/articles/cash-flow.svg',
    related: [
      'how-to-handle-overdue-invoices-like-a-pro',
      'tax-deductions-for-independent-professionals',
      'essential-financial-terms-for-invoicing-and-billing-platforms',
    ],
  },
  {
    slug: 'essential-financial-terms-for-invoicing-and-billing-platforms',
    namespace: 'financialTerms',
    category: 'finance',
    section: 'financialTerms',
    author: 'Daniel Brooks',
    publishedAt: '2025-09-07',
    updatedAt: '2026-11-23',
    readMinutes: 12,
    image: '/images/articles/financial-terms.svg',
    related: [
      'the-complete-guide-to-professional-invoicing-and-payment-automation',
      'cash-flow-management-in-business-101',
      'tax-deductions-for-independent-professionals',
    ],
  },
  {
    slug: 'strong-client-relationship-management-through-communication',
    namespace: 'clientRelationships',
    category: 'business',
    section: 'clientRelationships',
    author: 'Sofía Ramírez',
    publishedAt: '2025-09-14',
    updatedAt: '2026-11-23',
    readMinutes: 9,
    image: '/images/articles/client-relationships.svg',
    related: [
      'how-to-handle-overdue-invoices-like-a-pro',
      '10-professional-invoice-design-tips-that-get-you-paid-faster',
      'prevent-invoice-fraud-and-protect-your-business-security-best-practices',
    ],
  },
  {
    slug: 'prevent-invoice-fraud-and-protect-your-business-security-best-practices',
    namespace: 'invoiceSecurity',
    category: 'business',
    section: 'security',
    author: 'Daniel Brooks',
    publishedAt: '2024-12-30',
    updatedAt: '2026-11-23',
    readMinutes: 5,
    image: '/images/articles/invoice-security.svg',
    related: [
      'the-complete-guide-to-professional-invoicing-and-payment-automation',
      'essential-financial-terms-for-invoicing-and-billing-platforms',
      'strong-client-relationship-management-through-communication',
    ],
  },
] as const satisfies readonly ArticleEntry[];

export type ArticleSlug = (typeof articles)[number]['slug'];

/** The article the list page features above the grid. */
export const featuredSlug: ArticleSlug =
  'the-complete-guide-to-professional-invoicing-and-payment-automation';

/**
 * Old article paths, redirected permanently (308, in both languages): the two that related-article
 * links used to point to, and the guide's address with a year in it, which went stale every
 * January (slugs carry no year; what is dated in an article is a facts-registry argument).
 */
export const legacyArticleRedirects: Record<string, ArticleSlug> = {
  'the-complete-guide-to-professional-invoicing-and-payment-automation-in-2025':
    'the-complete-guide-to-professional-invoicing-and-payment-automation',
  'complete-guide-professional-invoicing':
    'the-complete-guide-to-professional-invoicing-and-payment-automation',
  'small-business-cash-flow-management': 'cash-flow-management-in-business-101',
};

export function findArticle(slug: string): ArticleEntry | undefined {
  return articles.find((a) => a.slug === slug);
}

/** Articles newest first. */
export function articlesByDate(): ArticleEntry[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** How many articles each category holds, plus `all`. */
export function categoryCounts(): Record<Category | 'all', number> {
  const counts = { all: articles.length } as Record<Category | 'all', number>;
  for (const c of categories) counts[c] = articles.filter((a) => a.category === c).length;
  return counts;
}
