import type { LinkConfirmationPageSpec } from '@/components/forms/LinkConfirmationPage';
import { confirmDataDeletion } from './action';
import { CONFIRM_PATH, dataDeletionConfirmation } from './lead';

/** The confirmation page of a request's link: confirming queues the erasure. */
export const dataDeletionConfirmationPage: LinkConfirmationPageSpec = {
  feature: 'data-deletion',
  path: CONFIRM_PATH,
  pageState: dataDeletionConfirmation.pageState,
  action: confirmDataDeletion,
  buttonClassName: 'btn bg-red-700 text-white hover:bg-red-800',
  startAgainHref: '/data-deletion',
};
