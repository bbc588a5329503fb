import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  emptyLine,
  exportFile,
  backupFile,
  MAX_LINES,
  type Draft,
} from '@/features/invoice-generator/model/draft';
import { parseDraftFile } from '@/features/invoice-generator/model/draft-schema';
import { evaluate, fieldErrorValues } from '@/features/invoice-generator/model/evaluate';
import { imageType } from '@/features/invoice-generator/form/LogoSection';
import { readNamespace } from '../support/messages';

// Issue 42 §7: a message says what happened. A value past a limit is told the limit (an ICU
// argument), not "too large, check for extra digits"; a file past the line limit is told the
// limit, not "damaged"; a logo's type is read from its bytes.

const TAGS = ['en-US', 'es-MX'] as const;

/** An `errors` message as the page shows it, formatted by ICU in the page's language. */
function said(
  tag: (typeof TAGS)[number],
  key: string,
  values?: Record<string, number>,
  namespace: 'errors' | 'store' = 'errors',
) {
  const messages = readNamespace(tag, 'invoice-generator') as Record<
    string,
    Record<string, string>
  >;
  return createTranslator({ locale: tag, messages, namespace })(key as never, values as never);
}

const draft = (change: Partial<Draft>): Draft => ({
  ...emptyDraft('2026-11-27', 'INV-2026-0001'),
  ...change,
});

describe('messages that say what happened', () => {
  it('a 30 % sales tax is out of range, and the message names the 25 % limit', () => {
    const e = evaluate(draft({ salesTax: '30' })).errors.salesTax!;
    expect(e).toBe('salesTaxTooHigh');
    expect(said('en-US', e, fieldErrorValues(e))).toBe(
      'Sales tax is at most 25%. Enter the combined rate that applies, like 8.25.',
    );
    expect(said('es-MX', e, fieldErrorValues(e))).toMatch(/^El impuesto sobre ventas es de 25 %/);
    // Within the limit: no error.
    expect(evaluate(draft({ salesTax: '25' })).errors.salesTax).toBeUndefined();
  });

  it('a 150 % discount is out of range, and the message names the 100 % limit', () => {
    const e = evaluate(draft({ discountKind: 'percent', discount: '150' })).errors.discount!;
    expect(e).toBe('discountPercentTooHigh');
    expect(said('en-US', e, fieldErrorValues(e))).toMatch(/^A percentage discount is at most 100%/);
    expect(said('es-MX', e, fieldErrorValues(e))).toMatch(
      /^Un descuento en porcentaje es de 100 % como máximo/,
    );
    for (const tag of TAGS) expect(said(tag, e, fieldErrorValues(e))).not.toMatch(/dígitos|digits/);
  });

  it('a 500-line file is refused with the line limit, not as damaged', () => {
    const long = draft({ lines: Array.from({ length: 500 }, () => emptyLine()) });
    const result = parseDraftFile(exportFile(long));
    expect(result).toEqual({ ok: false, error: 'tooManyLines' });
    const backup = parseDraftFile(backupFile({ profile: null, documents: [long] }));
    expect(backup).toEqual({ ok: false, error: 'tooManyLines' });
    // Beside readable documents, it is left out and counted; the others are restored.
    const good = draft({ number: 'INV-2026-0009' });
    const mixed = JSON.parse(backupFile({ profile: null, documents: [good, long] })) as {
      documents: unknown[];
    };
    mixed.documents.push({ id: 'x', lines: 'nothing' });
    const partly = parseDraftFile(JSON.stringify(mixed));
    expect(partly.ok && 'backup' in partly && partly.backup.documents.map((d) => d.number)).toEqual(
      ['INV-2026-0009'],
    );
    expect(partly.ok && 'backup' in partly && partly.skipped).toBe(2);
    expect(said('en-US', 'restoredSkipped', { skipped: 2 }, 'store')).toMatch(
      /^2 documents in the file could not be read and were left out/,
    );
    expect(said('es-MX', 'restoredSkipped', { skipped: 1 }, 'store')).toMatch(
      /^1 documento del archivo no se pudo leer/,
    );
    expect(said('en-US', 'importTooManyLines', { max: MAX_LINES })).toMatch(/more than 200 lines/);
    expect(said('es-MX', 'importTooManyLines', { max: MAX_LINES })).toMatch(/más de 200 conceptos/);
    // A file damaged otherwise is still called so.
    const broken = JSON.parse(exportFile(draft({}))) as { draft: { lines: unknown } };
    broken.draft.lines = 'nothing';
    expect(parseDraftFile(JSON.stringify(broken))).toEqual({ ok: false, error: 'invalid' });
  });

  it("a logo's type is read from its first bytes, whatever its name", () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(imageType(new Uint8Array(png))).toBe('image/png');
    expect(imageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBe('image/jpeg');
    expect(imageType(new TextEncoder().encode('GIF89a..'))).toBeNull();
  });
});
