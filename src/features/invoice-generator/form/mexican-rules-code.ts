/**
 * The code of the form's Mexican rules (./mexican-rules.ts), loaded on demand as one chunk: the
 * checks of the RFC, the CLABE and the withholding, and the SAT's catalogue of régimenes.
 */
export * from '../cfdi/checks';
export * from '../cfdi/sat-regimes';
