'use client';

import { useState, type ComponentProps } from 'react';
import { emptyCharge } from '../model/draft';
import { onDemand, PartLoading } from './parts';

/**
 * The generator's parts loaded on demand (`onDemand`, form/parts.tsx), each in its own chunk, and
 * when each comes: the page's first load carries none of their code
 * (docs/decisions/invoice-generator.md, Budget). InvoiceGeneratorClient.tsx composes them with the
 * form.
 *
 * Every part has a box of its usual size while it loads (form/parts.tsx `PartLoading`; heights
 * measured in Chromium at 390 and 1280 px) in a Suspense boundary of its own, so it never suspends
 * the rest of the page while its code comes, and an error boundary that says in its place if its
 * code never comes. `partLoads` lists them for `preloadWhenWorkStarts`, which asks for them once the
 * visitor starts working (or the page has been quiet a while), before they are shown.
 */

/**
 * Parts that are not needed to show the form, loaded after the page has started instead of with
 * it: the receipt's payment fields (when a receipt is opened), the address book (once there are
 * saved clients), the profile buttons and the saved list (below the form; filled from this
 * browser's storage, which the server never has).
 */
export const ReceiptSection = onDemand(
  () => import('./ReceiptSection').then((m) => m.ReceiptSection),
  <PartLoading size="min-h-[394px] sm:min-h-[233px]" />,
);
// The logo's upload and checks: near the form's end, and read-only until this browser's documents
// are read, so they come once the page has started (their box of the same size meanwhile).
export const LogoSection = onDemand(
  () => import('./LogoSection').then((m) => m.LogoSection),
  <PartLoading size="min-h-[129px]" />,
  { browserOnly: true },
);
// Shipping and other charges: most documents have none, so the section comes with the first
// charge (its code is asked for when the page is idle).
const ChargesSection = onDemand(
  () => import('./ChargesSection').then((m) => m.ChargesSection),
  <PartLoading size="min-h-[520px] sm:min-h-[442px]" />,
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
const WorkBackPart = onDemand(
  () => import('./WorkBack').then((m) => m.WorkBack),
  <PartLoading size="min-h-[200px]" />,
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
export const ClientPicker = onDemand(
  () => import('./ClientPicker').then((m) => m.ClientPicker),
  <PartLoading size="min-h-[167px] sm:min-h-[127px]" />,
);
export const ProfileSection = onDemand(
  () => import('./ProfileSection').then((m) => m.ProfileSection),
  <PartLoading size="min-h-[214px] sm:min-h-[194px]" />,
  { browserOnly: true },
);
export const SavedDrafts = onDemand(
  () => import('./SavedDrafts').then((m) => m.SavedDrafts),
  <PartLoading size="mt-6 min-h-[118px] sm:min-h-[98px]" />,
  { browserOnly: true },
);
/**
 * The stamped CFDI's import and its printed representation: for a Mexican sender, below the saved
 * list; its reader, matching and PDF come with it.
 */
export const StampedSection = onDemand(
  () => import('./StampedSection').then((m) => m.StampedSection),
  <PartLoading size="mt-6 min-h-[250px] sm:min-h-[230px]" />,
  { browserOnly: true },
);
/** Where documents are kept, and "Deleted — Undo": empty until the store has something to say. */
export const KeptNotice = onDemand(() => import('./KeptNotice').then((m) => m.KeptNotice), null, {
  browserOnly: true,
});

/**
 * A failed write or another tab's newer version, said in the save status's alert: only once the
 * storage code has loaded (the storage code that did not load is said by ./StoreStatus.tsx itself).
 */
export const StorageProblem = onDemand(
  () => import('./StorageProblem').then((m) => m.StorageProblem),
  null,
);

/**
 * The live preview and the look's chooser above it: the document model, layout and font widths
 * load after the page starts, in the browser only (they show the draft kept in this browser).
 * Until then, a blank page of the paper's shape holds their place, and both replace it at once.
 */
export const LivePreview = onDemand(
  () => import('./LivePreview').then((m) => m.LivePreview),
  <PartLoading size="mt-3 aspect-[612/792] bg-white" />,
  { browserOnly: true },
);

/**
 * Every part's code (with the code of the PDF's file and of the import and export of files, needed
 * at a click; the draft format's rules come with the storage code, store/storage-code.ts, loaded
 * when the visitor starts working or at once for a returning one), in the order a visitor
 * usually needs them, for `preloadWhenWorkStarts` (form/parts.tsx): the same `import()`s as above,
 * so each chunk is fetched once. The browser-only parts shown with the page (the preview, the logo,
 * the profile, the saved list, the kept notice) have asked for theirs already; they are here for
 * the page they are not shown on at first.
 */
export const partLoads: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./ClientPicker'),
  () => import('./ChargesSection'),
  // A download's steps, with the PDF's file (document/pdf-file.ts): the same chunk its click asks for.
  () => import('./pdf-steps'),
  () => import('./ReceiptSection'),
  () => import('./CfdiFields'),
  () => import('./ConstanciaButton'),
  () => import('../store/document-transfer'),
  () => import('./StampedSection'),
  () => import('./LivePreview'),
  () => import('./ProfileSection'),
  () => import('./SavedDrafts'),
  () => import('./KeptNotice'),
  () => import('./StorageProblem'),
  () => import('./WorkBack'),
];
