import type { Font } from '@pdf-lib/fontkit';

export declare const FONT_FILES: { regular: string; bold: string };
export declare const WIDTH_DIGITS: number;
export declare function coveredRanges(fonts: Font[]): [number, number][];
export declare function encodeWidths(font: Font, ranges: [number, number][]): string;
