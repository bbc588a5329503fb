/**
 * Pricing plans. Names, descriptions, features and button labels are in `pages.pricing.plans`.
 * `cta`: `signup` opens the application's sign-up page; `sales` goes to the sales contact
 * (the "Contact sales" block of /contact, anchor `#sales`).
 */
export const plans = [
  { id: 'free', price: 0, period: 'forever', popular: false, cta: 'signup' },
  { id: 'professional', price: 29, period: 'month', popular: true, cta: 'signup' },
  { id: 'enterprise', price: null, period: 'custom', popular: false, cta: 'sales' },
] as const;

export type PlanId = (typeof plans)[number]['id'];
