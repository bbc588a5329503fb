import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFNumber } from 'pdf-lib';
import decodeQR from 'qr/decode.js';

/**
 * The texts of the QR codes a PDF of the generator holds, decoded genuinely: each grey image
 * (document/qr-image.ts draws a QR code as one, a pixel a module) is read back from the file,
 * inflated, scaled up to an RGBA image and handed to the QR reader of `qr` (qr/decode.js), which
 * finds the code in the picture as it would in a photo.
 */
export async function pdfQrTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceGray')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const gray = decodePDFRawStream(object).decode();
    const scale = 4;
    const w = width * scale;
    const h = height * scale;
    const data = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const v = gray[Math.floor(y / scale) * width + Math.floor(x / scale)]!;
        data.set([v, v, v, 255], (y * w + x) * 4);
      }
    texts.push(decodeQR({ width: w, height: h, data }));
  }
  return texts;
}
