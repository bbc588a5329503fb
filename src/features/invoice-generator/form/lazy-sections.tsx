'use client';

import { useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import { emptyCharge } from '../model/draft';
import { bounded, PartLoading } from './parts';

/**
 * The generator's parts loaded on demand (`next/dynamic`), each in its own chunk, and when each
 * comes: the page's first load carries none of their code (docs/decisions/invoice-generator.md,
 * Budget). InvoiceGeneratorClient.tsx composes them with the form.
 *
 * Every part has a `loading` box of its usual size (form/parts.tsx `PartLoading`; heights measured in
 * Chromium at 390 and 1280 px), so it has a Suspense boundary of its own and never suspends the
 * rest of the page while its code comes, and an error boundary (`bounded`) that says in its place
 * if its code never comes. `preloadParts` asks for all of them once the page is idle.
 */

/**
 * Parts that are not needed to show the form, loaded after the page has started instead of with
 * it: the receipt's payment fields (when a receipt is opened), the address book (once there are
 * saved clients), the profile buttons and the saved list (below the form; filled from this
 * browser's storage, which the server never has).
 */
export const ReceiptSection = bounded(
  dynamic(() => import('./ReceiptSection').then((m) => m.ReceiptSection), {
    loading: () => <PartLoading size="min-h-[394px] sm:min-h-[233px]" />,
  }),
);
// The logo's upload and checks: rendered with the page, so their chunk is preloaded (at low
// priority) rather than part of the page's own scripts.
export const LogoSection = bounded(
  dynamic(() => import('./LogoSection').then((m) => m.LogoSection), {
    loading: () => <PartLoading size="min-h-[129px]" />,
  }),
);
// Shipping and other charges: most documents have none, so the section comes with the first
// charge (its code is asked for when the page is idle).
const ChargesSection = bounded(
  dynamic(() => import('./ChargesSection').then((m) => m.ChargesSection), {
    loading: () => <PartLoading size="min-h-[520px] sm:min-h-[442px]" />,
  }),
);

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
        announce(ui('chargeAdded', { number: 1 }));
      }}
    >
      {ui('addCharge')}
    </button>
  );
}
// "The client will pay me X": asked for by few, so it comes when its button is pressed.
const WorkBackPart = bounded(
  dynamic(() => import('./WorkBack').then((m) => m.WorkBack), {
    loading: () => <PartLoading size="min-h-[200px]" />,
  }),
);

/** The button that opens "work back from what the client pays", then the part itself. */
export function WorkBack(props: ComponentProps<typeof WorkBackPart>) {
  const [open, setOpen] = useState(false);
  if (open) return <WorkBackPart {...props} />;
  return (
    <button
      id="work-back-open"
      type="button"
      className="btn-secondary"
      onClick={() => {
        setOpen(true);
        props.focusAfter('work-back-amount');
      }}
    >
      {props.ui('workBack')}
    </button>
  );
}
export const ClientPicker = bounded(
  dynamic(() => import('./ClientPicker').then((m) => m.ClientPicker), {
    loading: () => <PartLoading size="min-h-[167px] sm:min-h-[127px]" />,
  }),
);
export const ProfileSection = bounded(
  dynamic(() => import('./ProfileSection').then((m) => m.ProfileSection), {
    ssr: false,
    loading: () => <PartLoading size="min-h-[214px] sm:min-h-[194px]" />,
  }),
);
export const SavedDrafts = bounded(
  dynamic(() => import('./SavedDrafts').then((m) => m.SavedDrafts), {
    ssr: false,
    loading: () => <PartLoading size="mt-6 min-h-[118px] sm:min-h-[98px]" />,
  }),
);
/**
 * The stamped CFDI's import and its printed representation: for a Mexican sender, below the saved
 * list; its reader, matching and PDF come with it.
 */
export const StampedSection = bounded(
  dynamic(() => import('./StampedSection').then((m) => m.StampedSection), {
    ssr: false,
    loading: () => <PartLoading size="mt-6 min-h-[250px] sm:min-h-[230px]" />,
  }),
);
/** Where documents are kept, and "Deleted — Undo": empty until the store has something to say. */
export const KeptNotice = bounded(
  dynamic(() => import('./KeptNotice').then((m) => m.KeptNotice), {
    ssr: false,
    loading: () => null,
  }),
);

/**
 * The live preview and the look's chooser above it: the document model, layout and font widths
 * load after the page starts, in the browser only (they show the draft kept in this browser).
 * Until then, a blank page of the paper's shape holds their place, and both replace it at once.
 */
export const LivePreview = bounded(
  dynamic(() => import('./LivePreview').then((m) => m.LivePreview), {
    ssr: false,
    loading: () => <PartLoading size="mt-3 aspect-[612/792] bg-white" />,
  }),
);

/**
 * Every part's code (and the draft format's check, needed at the first save), asked for when the
 * page is idle: the same `import()`s as above, so each chunk is fetched once.
 */
export const preloadParts = () => [
  import('./LivePreview'),
  import('../model/draft-schema'),
  import('./ClientPicker'),
  import('./ChargesSection'),
  import('./ReceiptSection'),
  import('./CfdiFields'),
  import('./ConstanciaButton'),
  import('./ProfileSection'),
  import('./SavedDrafts'),
  import('./StampedSection'),
  import('./PaymentComplement'),
  import('./KeptNotice'),
  import('./WorkBack'),
];
