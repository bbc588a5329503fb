import encodeQR from 'qr';
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';

/**
 * A QR code drawn in a PDF (document/pdf.ts loads this module only for a document that has one):
 * the modules from paulmillr's `qr` (docs/decisions/invoice-generator.md, "The stamped CFDI"),
 * embedded as an image of one pixel per module, quiet zone included, scaled up without smoothing
 * (`Interpolate false`), so every module stays a sharp square at any zoom and a reader (or a test)
 * finds the exact grid in the file.
 */

/** The QR code of `text`: rows of modules, true for dark, with its quiet zone of 4 modules. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
}

/** A function drawing the QR code of a text on a page, at (x, y) (its lower left), `size` wide. */
export function qrDrawer(pdf: PDFDocument) {
  return (page: PDFPage, text: string, x: number, y: number, size: number) => {
    const modules = qrModules(text);
    const n = modules.length;
    const pixels = new Uint8Array(n * n);
    modules.forEach((row, r) => row.forEach((dark, c) => (pixels[r * n + c] = dark ? 0 : 255)));
    const image = pdf.context.flateStream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: n,
      Height: n,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
      Interpolate: false,
    });
    const name = page.node.newXObject('QR', pdf.context.register(image));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(size, 0, 0, size, x, y),
      drawObject(name),
      popGraphicsState(),
    );
  };
}
