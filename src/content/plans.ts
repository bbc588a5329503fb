/** Pricing plans. Names, descriptions, features and button labels are in `pages.pricing.plans`. */
export const plans = [
  { id: 'free', price: 0, period: 'forever', popular: false, cta: 'signup' },
  { id: 'professional', price: 29, period: 'month', popular: true, cta: 'signup' },
  { id: 'enterprise', price: null, period: 'custom', popular: false, cta: 'signup' },
] as const;

export type PlanId = (typeof plans)[number]['id'];
