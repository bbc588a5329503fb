'use client';

import { clientCountryOf, type Draft } from '../model/draft';
import { onDemandCode } from './parts';

/**
 * The form's Mexican rules: the checks of the RFC, the CLABE and the withholding (cfdi/checks.ts)
 * and the SAT's catalogue of régimenes (cfdi/sat-regimes.ts). Not in the page's first load: asked
 * for as soon as the document involves Mexico (a Mexican sender or client), otherwise after the
 * parts of form/lazy-sections.tsx once the visitor starts working (InvoiceGeneratorClient.tsx).
 * Until they come (a small chunk), the form shows no Mexican check and the régimen select offers the value it
 * has; a download waits for them.
 */
const rules = onDemandCode(() => import('./mexican-rules-code'));

export const loadMexicanRules = rules.get;
export const useMexicanRules = rules.use;

/** Whether the document has a Mexican sender or a Mexican client. */
export const involvesMexico = (d: Draft) => d.senderCountry === 'mx' || clientCountryOf(d) === 'mx';
