import type { LinkConfirmationPageSpec } from '@/components/forms/LinkConfirmationPage';
import { confirmNewsletter } from './action';
import { CONFIRM_PATH, newsletterConfirmation } from './lead';

/** The confirmation page of a sign-up's link: confirming makes the subscription active. */
export const newsletterConfirmationPage: LinkConfirmationPageSpec = {
  feature: 'newsletter',
  path: CONFIRM_PATH,
  pageState: newsletterConfirmation.pageState,
  action: confirmNewsletter,
  buttonClassName: 'btn-primary',
  startAgainHref: '/articles#newsletter-title',
};
