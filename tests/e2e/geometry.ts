import { expect, type Locator, type Page } from '@playwright/test';

// Geometry and colour measured in the browser, for the layout specs.

/** How many lines the text of an element is laid out on (the line boxes of its text nodes). */
export function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const middles: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (r.width > 0) middles.push(r.top + r.height / 2);
    }
    middles.sort((a, b) => a - b);
    return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 6).length;
  });
}

/** WCAG contrast ratio of two computed CSS colours (any syntax the browser knows, opaque). */
export function contrast(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ({ x, y }) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const lum = (color: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, bl = 0] = ctx.getImageData(0, 0, 1, 1).data;
        const ch = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
      };
      const [lx, ly] = [lum(x), lum(y)];
      return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
    },
    { x: a, y: b },
  );
}

/** The first ancestor's (or own) opaque background colour. */
export function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    for (let n: Element | null = el.parentElement; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
    }
    return 'rgb(255, 255, 255)';
  });
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: typeof a,
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
