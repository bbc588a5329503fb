import { expect, test, type Page } from '@playwright/test';
import { a11yPagesAt, a11yViewports } from './helpers';

/**
 * Engines besides axe-core: IBM Equal Access (accessibility-checker-engine), with its WCAG 2.2 A
 * and AA policy, and HTML_CodeSniffer (html_codesniffer), with its WCAG 2 AA standard. The engine
 * files are injected from node_modules into the page, so nothing is downloaded while the tests
 * run.
 */
const ENGINE = require.resolve('accessibility-checker-engine/ace.js');
const POLICY = 'WCAG_2_2';

interface Issue {
  ruleId: string;
  reasonId: string;
  message: string;
  snippet: string;
  path: string;
}

/**
 * The results left out: `input_label_exists` and `fieldset_label_valid` on an element inside a
 * closed <details>. Chromium hides a closed <details>'s content through its ::details-content
 * slot (content-visibility: hidden), which the engine's visibility test does not see, so it still
 * checks the controls there; but it reads their <label for> and their fieldset's <legend> with
 * innerText, which is empty for content that is not rendered, and reports every field of the
 * closed live-chat panel as having no label and its fieldset as having no name. They do have them
 * (WCAG techniques H44 and H71), and the content of a closed <details> is neither rendered nor
 * exposed to assistive technology; the open panel, where they are read, is checked in full below.
 */
const CLOSED_DETAILS_RULES = ['input_label_exists', 'fieldset_label_valid'];

/** Runs the engine on the document and returns its violations (value ["VIOLATION", "FAIL"]). */
async function violations(page: Page): Promise<Issue[]> {
  await page.addScriptTag({ path: ENGINE });
  return page.evaluate(
    async ({ policy, closedDetailsRules }) => {
      interface Result {
        ruleId: string;
        reasonId: string;
        value: [string, string];
        message: string;
        snippet: string;
        path: { dom: string };
      }
      const ace = (
        window as unknown as {
          ace: { Checker: new () => { check(d: Document, p: string[]): Promise<unknown> } };
        }
      ).ace;
      /** Whether the element is in the hidden content of a closed <details> (not its summary). */
      function inClosedDetails(xpath: string): boolean {
        const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE)
          .singleNodeValue as Element | null;
        const details = node?.closest('details:not([open])');
        return !!details && node?.closest('summary')?.parentElement !== details;
      }
      const report = (await new ace.Checker().check(document, [policy])) as {
        results: Result[];
      };
      return report.results
        .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
        .filter((r) => !(closedDetailsRules.includes(r.ruleId) && inClosedDetails(r.path.dom)))
        .map((r) => ({
          ruleId: r.ruleId,
          reasonId: r.reasonId,
          message: r.message,
          snippet: r.snippet,
          path: r.path.dom,
        }));
    },
    { policy: POLICY, closedDetailsRules: CLOSED_DETAILS_RULES },
  );
}

/** One line per violation: rule, message, element and where it is. */
function summarize(issues: Issue[]): string[] {
  return issues.map(
    (i) => `${i.ruleId} (${i.reasonId}): ${i.message}\n    ${i.snippet}\n    at ${i.path}`,
  );
}

for (const [index, viewport] of a11yViewports.entries()) {
  test.describe(`IBM Equal Access (${POLICY}) at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of a11yPagesAt(index)) {
      test(`${page.url} has no violations`, async ({ page: browserPage }) => {
        await browserPage.goto(page.url);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', page.tag);
        expect(summarize(await violations(browserPage))).toEqual([]);
      });
    }
  });
}

test.describe(`IBM Equal Access (${POLICY}) on the widgets`, () => {
  test('the open sales-contact dialog has no violations', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Contact sales' }).click();
    await expect(page.getByRole('dialog', { name: 'Talk to our sales team' })).toBeVisible();
    expect(summarize(await violations(page))).toEqual([]);
  });

  test('the open live-chat panel has no violations', async ({ page }) => {
    await page.goto('/es/contact');
    await page.getByText('Abrir el chat').click();
    await expect(page.getByRole('region', { name: 'Chatea con Invoxa' })).toBeVisible();
    expect(summarize(await violations(page))).toEqual([]);
  });
});

/** HTML_CodeSniffer's built file, with every standard in it. */
const HTMLCS = require.resolve('html_codesniffer/build/HTMLCS.js');
const STANDARD = 'WCAG2AA';

/** Runs HTML_CodeSniffer on the document; one line per error (its warnings and notices ask for a
 * person's judgement). */
async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: HTMLCS });
  return page.evaluate(
    (standard) =>
      new Promise<string[]>((resolve) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(standard: string, root: Document, done: () => void): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        const ERROR = 1;
        htmlcs.process(standard, document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === ERROR)
              .map((m) => `${m.code}: ${m.msg}\n    ${m.element.outerHTML.slice(0, 160)}`),
          ),
        );
      }),
    STANDARD,
  );
}

/**
 * The generator once its stored documents are read and the parts it shows have come (the parts
 * load after the page starts): checked as a visitor uses it, not at a moment that depends on the
 * machine's speed.
 */
async function generatorSettled(page: Page) {
  await expect(page.locator('[role="form"][aria-busy="false"]')).toBeAttached();
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
}

for (const [index, viewport] of a11yViewports.entries()) {
  test.describe(`HTML_CodeSniffer (${STANDARD}) at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const page of a11yPagesAt(index)) {
      test(`${page.url} has no errors`, async ({ page: browserPage }) => {
        await browserPage.goto(page.url);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', page.tag);
        if (page.url.endsWith('invoice-generator')) await generatorSettled(browserPage);
        expect(await codeSnifferErrors(browserPage)).toEqual([]);
      });
    }
  });
}

test.describe(`HTML_CodeSniffer (${STANDARD}) on the widgets`, () => {
  test('the open sales-contact dialog has no errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Contact sales' }).click();
    await expect(page.getByRole('dialog', { name: 'Talk to our sales team' })).toBeVisible();
    expect(await codeSnifferErrors(page)).toEqual([]);
  });

  test('the open live-chat panel has no errors', async ({ page }) => {
    await page.goto('/es/contact');
    await page.getByText('Abrir el chat').click();
    await expect(page.getByRole('region', { name: 'Chatea con Invoxa' })).toBeVisible();
    expect(await codeSnifferErrors(page)).toEqual([]);
  });
});
