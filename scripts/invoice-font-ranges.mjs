// The font of the invoice PDF and the characters whose widths the layout knows (see
// scripts/invoice-font-metrics.mjs).
export const FONT_FILES = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

/** Latin (with Latin-1, Extended-A and -B), Greek, Cyrillic, punctuation, currency and letterlike symbols (№, ™), arrows, mathematical operators (−), geometric shapes (□). */
export const METRIC_RANGES = [
  [0x20, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2100, 0x214f],
  [0x2190, 0x21ff],
  [0x2200, 0x22ff],
  [0x25a0, 0x25ff],
];

/** Two base-36 digits per character (thousandths of an em), "--" when the font lacks it. */
export function encodeWidths(font) {
  let s = '';
  for (const [from, to] of METRIC_RANGES)
    for (let c = from; c <= to; c++) {
      if (!font.hasGlyphForCodePoint(c)) {
        s += '--';
        continue;
      }
      const width = Math.round((font.glyphForCodePoint(c).advanceWidth * 1000) / font.unitsPerEm);
      s += width.toString(36).padStart(2, '0');
    }
  return s;
}
