'use client';

import { useState } from 'react';
import { smallButton } from './form-controls';
import type { SectionProps } from './FormSections';
import type { Evaluated } from '../model/evaluate';
import { onDemand, PartLoading } from './parts';

/**
 * The fields, catalogues and summary: loaded when the section is opened (or before, once the
 * visitor starts working: form/lazy-sections.tsx `partLoads`), with a box of their size while they come and a
 * sentence in their place if they never do (form/parts.tsx).
 */
const CfdiFields = onDemand(
  () => import('./CfdiFields').then((m) => m.CfdiFields),
  <PartLoading size="min-h-[2598px] sm:min-h-[2056px]" />,
);

/**
 * A Mexican sender's optional "CFDI data" on an invoice (docs/decisions/invoice-generator.md, "A
 * path to the CFDI"): collapsed behind a disclosure, which is all the page's first load carries;
 * open, the invoice's CFDI fields, each line's codes, and a summary to copy or download. Its checks
 * are advisory: they never stop the PDF, which is not a CFDI, so the group is marked
 * `data-advisory` for the page's first-error search to skip.
 */
export function CfdiSection(props: SectionProps & { evaluated: Evaluated }) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset data-advisory className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{props.ui('cfdiTitle')}</legend>
      <button
        id="cfdi-toggle"
        type="button"
        className={smallButton}
        aria-expanded={open}
        aria-controls="cfdi-body"
        onClick={() => setOpen(!open)}
      >
        {props.ui('cfdiToggle')}
      </button>
      {/* Always on the page, so the button's aria-controls names an element; empty when closed. */}
      <div id="cfdi-body" hidden={!open}>
        {open && <CfdiFields {...props} />}
      </div>
    </fieldset>
  );
}
