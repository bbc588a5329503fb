// The font of the invoice PDF and the table of its characters and their widths that the layout
// uses (see scripts/invoice-font-metrics.mjs), derived from the font files themselves.
export const FONT_FILES = {
  regular: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

/** Digits per width: base 36, so up to 46,655 thousandths of an em (the widest glyph is about 2,000). */
export const WIDTH_DIGITS = 3;

/**
 * Scripts written right to left: the font has some of their letters, but the PDF draws text left
 * to right without shaping, so a Hebrew or Arabic name would print backwards. They are left out of
 * the table and drawn as the visible substitute, with the document's note.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/**
 * The characters of the Basic Multilingual Plane that every weight has (a character is printed in
 * either weight), as ranges of code points [from, to], control characters and right-to-left
 * scripts left out.
 */
export function coveredRanges(fonts) {
  const [first, ...rest] = fonts;
  const codes = first.characterSet
    .filter((c) => c >= 0x20 && c <= 0xffff && !(c >= 0x7f && c < 0xa0))
    .filter((c) => rest.every((font) => font.hasGlyphForCodePoint(c)))
    .filter((c) => !RIGHT_TO_LEFT.test(String.fromCodePoint(c)))
    .sort((a, b) => a - b);
  const ranges = [];
  for (const c of codes) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

/** WIDTH_DIGITS base-36 digits per character of `ranges`: its advance width in thousandths of an em. */
export function encodeWidths(font, ranges) {
  let s = '';
  for (const [from, to] of ranges)
    for (let c = from; c <= to; c++) {
      const width = Math.round((font.glyphForCodePoint(c).advanceWidth * 1000) / font.unitsPerEm);
      const digits = width.toString(36);
      if (digits.length > WIDTH_DIGITS) throw new Error(`U+${c.toString(16)} is ${width} wide`);
      s += digits.padStart(WIDTH_DIGITS, '0');
    }
  return s;
}
