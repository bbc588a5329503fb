'use client';

import type { ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { emptyCharge } from './draft';
import { fill } from './fill';

/**
 * The generator's parts loaded on demand (`next/dynamic`), each in its own chunk, and when each
 * comes: the page's first load carries none of their code (docs/decisions/invoice-generator.md,
 * Budget). InvoiceGeneratorClient.tsx composes them with the form.
 */

/**
 * Parts that are not needed to show the form, loaded after the page has started instead of with
 * it: the receipt's payment fields (when a receipt is opened), the address book (once there are
 * saved clients), the profile buttons and the saved list (below the form; filled from this
 * browser's storage, which the server never has).
 */
export const ReceiptSection = dynamic(() =>
  import('./ReceiptSection').then((m) => m.ReceiptSection),
);
// The logo's upload and checks: rendered with the page, so their chunk is preloaded (at low
// priority) rather than part of the page's own scripts.
export const LogoSection = dynamic(() => import('./LogoSection').then((m) => m.LogoSection));
// Shipping and other charges: most documents have none, so the section (and its code) comes with
// the first charge.
const ChargesSection = dynamic(() => import('./ChargesSection').then((m) => m.ChargesSection));

/** The charges' section once a document has a charge; before, the button that adds the first. */
export function Charges(props: ComponentProps<typeof ChargesSection>) {
  const { draft, update, ui, focusAfter, announce } = props;
  if (draft.charges?.length) return <ChargesSection {...props} />;
  return (
    <button
      id="add-charge"
      type="button"
      className="btn-secondary"
      onClick={() => {
        const charge = emptyCharge();
        update({ charges: [charge] });
        focusAfter(`charge-${charge.id}-description`);
        announce(fill(ui.chargeAdded, { number: 1 }));
      }}
    >
      {ui.addCharge}
    </button>
  );
}
export const ClientPicker = dynamic(() => import('./ClientPicker').then((m) => m.ClientPicker));
export const ProfileSection = dynamic(
  () => import('./ProfileSection').then((m) => m.ProfileSection),
  {
    ssr: false,
  },
);
export const SavedDrafts = dynamic(() => import('./SavedDrafts').then((m) => m.SavedDrafts), {
  ssr: false,
});

/**
 * The live preview and the look's chooser above it: the document model, layout and font widths
 * load after the page starts, in the browser only (they show the draft kept in this browser).
 * Until then, a blank page of the paper's shape holds their place, and both replace it at once.
 */
export const LivePreview = dynamic(() => import('./LivePreview').then((m) => m.LivePreview), {
  ssr: false,
  loading: () => (
    <div className="mt-3 aspect-[612/792] rounded-lg border border-slate-200 bg-white shadow-sm" />
  ),
});
