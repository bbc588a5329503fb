import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The three accessibility engines the end-to-end tests run on a page as it is shown
 * (accessibility.spec.ts): axe-core (@axe-core/playwright) with the WCAG 2.2 AA and best-practice
 * rules, IBM Equal Access (accessibility-checker-engine) with its WCAG 2.2 A and AA policy, and
 * HTML_CodeSniffer (html_codesniffer) with its WCAG 2 AA standard. The engine files are injected
 * from node_modules into the page, so nothing is downloaded while the tests run. Each answers one
 * line per finding, so a test compares with [] and prints what it found.
 */

/** axe-core's violations: rule, and the elements at fault. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
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

/** Runs IBM's engine on the document and returns its violations (value ["VIOLATION", "FAIL"]). */
async function ibmIssues(page: Page): Promise<Issue[]> {
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

/** IBM Equal Access's violations, a line each: rule, message, element and where it is. */
export async function ibmViolations(page: Page): Promise<string[]> {
  return (await ibmIssues(page)).map(
    (i) => `${i.ruleId} (${i.reasonId}): ${i.message}\n    ${i.snippet}\n    at ${i.path}`,
  );
}

/** HTML_CodeSniffer's built file, with every standard in it. */
const HTMLCS = require.resolve('html_codesniffer/build/HTMLCS.js');
const STANDARD = 'WCAG2AA';

/** Runs HTML_CodeSniffer on the document; one line per error (its warnings and notices ask for a
 * person's judgement). */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
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
export async function generatorSettled(page: Page) {
  await expect(page.locator('[role="form"][aria-busy="false"]')).toBeAttached();
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
}
