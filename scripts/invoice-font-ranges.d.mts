import type { Font } from '@pdf-lib/fontkit';

export declare const FONT_FILES: { regular: string; bold: string };
export declare const METRIC_RANGES: [number, number][];
export declare function encodeWidths(font: Font): string;
