/**
 * Pricing plans. Names, descriptions, features, notes and button labels are in
 * `pages.pricing.plans`; `price` names the facts-registry argument the price is shown with
 * (src/content/facts.ts holds the amounts once, with the taxes each country shows). `note`: the
 * plan has a line under its price (`pages.pricing.plans.<id>.note`). `cta`: `signup` opens the
 * application's sign-up page; `sales` goes to the sales contact (the "Contact sales" block of
 * /contact, anchor `#sales`).
 */
export const plans = [
  {
    id: 'free',
    price: 'freePrice',
    period: 'forever',
    popular: false,
    note: true,
    cta: 'signup',
  },
  {
    id: 'professional',
    price: 'professionalPrice',
    period: 'month',
    popular: true,
    note: true,
    cta: 'signup',
  },
  { id: 'enterprise', price: null, period: 'custom', popular: false, note: false, cta: 'sales' },
] as const;

export type PlanId = (typeof plans)[number]['id'];
