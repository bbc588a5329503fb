import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generatorLanguages } from './generator-languages';
import {
  constanciaPdf,
  FISICA,
  lockedPdf,
  MORAL,
  notConstanciaPdf,
  textlessPdf,
  type ConstanciaSample,
} from '../support/constancia-pdf';
import { generatorStarted } from './invoice-store';

// The generator's specs run without retries, in CI too: a flake is a failure to explain.
test.describe.configure({ retries: 0 });

/**
 * The client's data from their Constancia de Situación Fiscal, read in the browser, and the
 * CLABE's bank named as it is typed (docs/decisions/invoice-generator.md, "The client's
 * Constancia de Situación Fiscal" and "The CLABE's bank").
 */

async function open(page: Page, prefix: string, preset: string) {
  await page.goto(`${prefix}/invoice-generator`);
  await generatorStarted(page);
  // A Mexican freelancer billing a Mexican client: the client's fields offer the constancia.
  await page.getByRole('button', { name: preset, exact: true }).click();
}

/**
 * axe-core finds nothing in the group of fields holding `id` as it stands (the tags of
 * accessibility.spec.ts, which checks the whole page once its parts have come).
 */
async function expectNoViolations(page: Page, id: string) {
  const results = await new AxeBuilder({ page })
    .include(`fieldset:has(#${id})`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const pick = async (page: Page, name: string, bytes: Uint8Array, mimeType = 'application/pdf') =>
  page.locator('#constancia-file').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });

test.describe('invoice generator: the client from their constancia, the bank from the CLABE', () => {
  // pdf.js (about 480 KB gzip) loads on the first file picked, a CLABE is typed key by key and
  // axe-core checks the fields: more than the default 30 s on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });
  for (const { prefix, tag, m } of generatorLanguages) {
    const found = (sample: ConstanciaSample, regime: string) =>
      m.ui.constanciaFound.replace(
        '{fields}',
        new Intl.ListFormat(tag, { type: 'conjunction' }).format([
          `${m.ui.constanciaFieldRfc} ${sample.rfc}`,
          `${m.ui.constanciaFieldName} ${sample.name}`,
          `${m.ui.constanciaFieldPostalCode} ${sample.postalCode}`,
          `${m.ui.constanciaFieldRegime} ${regime}`,
        ]),
      );

    for (const [who, sample, regime] of [
      ['a persona moral', MORAL, '601 - General de Ley Personas Morales'],
      ['a persona física', FISICA, '626 - Régimen Simplificado de Confianza'],
    ] as const)
      test(`${tag}: ${who}'s constancia fills the client's RFC, name, postal code and régimen`, async ({
        page,
      }) => {
        // Nothing is sent (no request but this site's GETs), and pdf.js's worker runs under the
        // site's Content-Security-Policy.
        const requests: { method: string; url: string }[] = [];
        const refused: string[] = [];
        const workers: string[] = [];
        page.on('request', (r) => requests.push({ method: r.method(), url: r.url() }));
        page.on('worker', (w) => workers.push(w.url()));
        page.on('console', (msg) => {
          if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
        });
        await open(page, prefix, m.ui.presetMxToMxCompany);
        const button = page.getByRole('button', { name: m.ui.constanciaPick, exact: true });
        await expect(button).toHaveAccessibleDescription(new RegExp(m.ui.constanciaHint));
        await pick(page, 'constancia.pdf', await constanciaPdf(sample));

        const status = page.locator('#constancia-status');
        await expect(status).toHaveAttribute('role', 'status');
        await expect(status).toContainText(found(sample, regime));
        // Several régimenes: the first is chosen, and the visitor is told to check it.
        if (sample.regimes.length > 1)
          await expect(status).toContainText(
            tag === 'en-US' ? 'It lists 2 tax regimes' : 'Tiene 2 regímenes fiscales',
          );
        await expect(page.locator('#billTo-taxId')).toHaveValue(sample.rfc);
        await expect(page.locator('#billTo-name')).toHaveValue(sample.name);
        await expect(page.locator('#billTo-taxId')).not.toHaveAttribute('aria-invalid');

        await page.locator('#cfdi-toggle').click();
        await expect(page.locator('#cfdi-recipientPostalCode')).toHaveValue(sample.postalCode);
        await expect(page.locator('#cfdi-recipientRegime')).toHaveValue(regime.slice(0, 3));
        const origin = new URL(page.url()).origin;
        const sent = requests.filter((r) => r.method !== 'GET' || !r.url.startsWith(origin));
        expect(sent).toEqual([]);
        // pdf.js ran in its worker, started when the file was picked from this site's own files
        // (Turbopack bundles the worker: its bootstrap loads pdf.js's worker code as chunks).
        expect(workers).toHaveLength(1);
        expect(workers[0]).toMatch(/^https?:\/\/[^/]+\/_next\/static\/chunks\/turbopack-worker-/);
        expect(workers[0]!.startsWith(origin)).toBe(true);
        expect(refused).toEqual([]);
        await expectNoViolations(page, 'constancia-pick');
      });

    test(`${tag}: a PDF that is not a constancia, a scan, a locked PDF and a file that is not a PDF are refused`, async ({
      page,
    }) => {
      await open(page, prefix, m.ui.presetMxToMxCompany);
      await page.locator('#billTo-name').fill('Cliente de antes');
      const status = page.locator('#constancia-status');

      await pick(page, 'factura.pdf', await notConstanciaPdf());
      await expect(status).toHaveText(m.ui.constanciaNotConstancia);
      await pick(page, 'escaneo.pdf', await textlessPdf());
      await expect(status).toHaveText(m.ui.constanciaNoText);
      await pick(page, 'con-clave.pdf', lockedPdf());
      await expect(status).toHaveText(m.ui.constanciaEncrypted);
      await pick(page, 'notas.pdf', new TextEncoder().encode('RFC: ECO960321AB2'), 'text/plain');
      await expect(status).toHaveText(m.ui.constanciaNotPdf);
      // A PDF's header on bytes that are not one (a damaged download).
      await pick(page, 'rota.pdf', new TextEncoder().encode('%PDF-1.7\nnot a document\n'));
      await expect(status).toHaveText(m.ui.constanciaNotPdf);

      await expect(page.locator('#billTo-name')).toHaveValue('Cliente de antes');
      await expect(page.locator('#billTo-taxId')).toHaveValue('');
      // A constancia picked after them is read (the reader is not left broken by a refusal).
      await pick(page, 'constancia.pdf', await constanciaPdf(MORAL));
      await expect(page.locator('#billTo-name')).toHaveValue(MORAL.name);
    });

    test(`${tag}: the CLABE's bank is named as it is typed; a wrong check digit is flagged`, async ({
      page,
    }) => {
      await open(page, prefix, m.ui.presetMxToMxCompany);
      const clabe = page.locator('#payment-clabe');
      const hint = page.locator('#payment-clabe-hint');
      await clabe.pressSequentially('01');
      await expect(hint).toHaveCount(0);
      await clabe.pressSequentially('2');
      await expect(hint).toHaveText(m.ui.clabeBank.replace('{bank}', 'BBVA México'));
      await expect(clabe).toHaveAttribute('aria-describedby', /payment-clabe-hint/);
      await expect(clabe).toHaveAccessibleDescription(/BBVA México/);
      await expectNoViolations(page, 'payment-clabe');

      // 17 digits, then a last digit that does not match them (the right one is 3).
      await clabe.pressSequentially('180000118359710');
      await expect(page.locator('#payment-clabe-error')).toHaveText(m.errors.clabeCheckDigit);
      await expect(clabe).toHaveAttribute('aria-invalid', 'true');
      await clabe.press('Backspace');
      await clabe.pressSequentially('3');
      await expect(clabe).not.toHaveAttribute('aria-invalid');
      await expect(hint).toHaveText(m.ui.clabeBank.replace('{bank}', 'BBVA México'));

      await clabe.fill('');
      await clabe.pressSequentially('638');
      await expect(hint).toHaveText(m.ui.clabeBank.replace('{bank}', 'Nu México'));
      await clabe.fill('');
      await clabe.pressSequentially('999');
      await expect(hint).toHaveText(m.ui.clabeBankUnknown.replace('{code}', '999'));
    });
  }
});
