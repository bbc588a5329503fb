import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type Draft } from '@/features/invoice-generator/model/draft';
import { parseStampedCfdi, type StampedCfdi } from '@/features/invoice-generator/cfdi/stamped-xml';
import {
  tfdOriginalString,
  verificationTotal,
  verificationUrl,
} from '@/features/invoice-generator/cfdi/stamp-verification';
import { buildStampedDocument } from '@/features/invoice-generator/document/stamped-content';
import { layoutInvoice } from '@/features/invoice-generator/document/layout';
import { invoicePdf } from '@/features/invoice-generator/document/pdf';
import { packageFonts } from '@/features/invoice-generator/server/font-package';
import { matchStamped } from '@/features/invoice-generator/store/stamped-match';
import { facts } from '@/content/facts';
import { CFDI_FIGURES, cfdiXml, SELLO, SELLO_SAT } from '../support/cfdi-xml';
import { documentWords, pdfOf } from '../support/invoice-documents';
import { pdfPages } from '../support/pdf-text';
import { pdfQrTexts } from '../support/pdf-qr';

const parser = new DOMParser({ onError: () => {} }) as unknown as Parameters<
  typeof parseStampedCfdi
>[1];
const read = (xml: string) => parseStampedCfdi(xml, parser);
const cfdi = (xml = cfdiXml()): StampedCfdi => {
  const r = read(xml);
  if (!r.ok) throw new Error(r.refusal);
  return r.cfdi;
};
const UUID = '5803EB8D-81CD-4557-8719-26632D2FA434';

describe('the stamped CFDI reader', () => {
  it('reads a CFDI 4.0 with its Timbre Fiscal Digital 1.1, figures as written', () => {
    const c = cfdi();
    expect(c.timbre.uuid).toBe(UUID);
    expect([c.emisor.rfc, c.receptor.rfc]).toEqual(['PEGA850101AB1', 'ABC010101AB1']);
    expect([c.subTotal, c.total, c.moneda]).toEqual([
      CFDI_FIGURES.subTotal,
      CFDI_FIGURES.total,
      'MXN',
    ]);
    expect(c.receptor).toMatchObject({
      domicilioFiscal: '64000',
      usoCfdi: 'G03',
      regimenFiscal: '601',
    });
    expect(
      c.conceptos.map((k) => [k.claveProdServ, k.claveUnidad, k.objetoImp, k.cantidad, k.importe]),
    ).toEqual([
      ['80101500', 'E48', '02', '1', '10000.00'],
      ['81111500', 'E48', '02', '2', '5000.00'],
    ]);
    expect(c.conceptos[1]!.retenciones.map((t) => [t.impuesto, t.importe])).toEqual([
      ['001', '500.00'],
      ['002', '533.33'],
    ]);
    expect(c.traslados).toEqual([
      {
        impuesto: '002',
        tipoFactor: 'Tasa',
        tasaOCuota: '0.160000',
        base: '15000.00',
        importe: '2400.00',
      },
    ]);
    expect(c.retenciones.map((t) => t.importe)).toEqual(['1500.00', '1600.00']);
    expect(c.timbre).toMatchObject({
      selloCfd: SELLO,
      selloSat: SELLO_SAT,
      noCertificadoSat: '00001000000505211329',
    });
  });

  it('refuses what is not XML, a CFDI 3.3, a CFDI without its stamp, and another TFD version', () => {
    expect(read('<cfdi:Comprobante Version="4.0"')).toEqual({ ok: false, refusal: 'notXml' });
    expect(read('{"not":"xml"}')).toEqual({ ok: false, refusal: 'notXml' });
    expect(read(cfdiXml({ version: '3.3' }))).toEqual({ ok: false, refusal: 'notCfdi40' });
    expect(read('<?xml version="1.0"?><factura Version="4.0"/>')).toEqual({
      ok: false,
      refusal: 'notCfdi40',
    });
    expect(read(cfdiXml({ stamped: false }))).toEqual({ ok: false, refusal: 'notStamped' });
    expect(read(cfdiXml().replace('Version="1.1"', 'Version="1.0"'))).toEqual({
      ok: false,
      refusal: 'notStamped',
    });
  });
});

describe('what the printed CFDI derives by rule', () => {
  it('writes the cadena original of the TFD 1.1, with the Leyenda only when there is one', () => {
    const tail = `|SAT970701NN3|${SELLO}|00001000000505211329||`;
    expect(tfdOriginalString(cfdi())).toBe(`||1.1|${UUID}|2026-11-20T10:16:02${tail}`);
    expect(tfdOriginalString(cfdi(cfdiXml({ leyenda: 'Leyenda de prueba' })))).toBe(
      `||1.1|${UUID}|2026-11-20T10:16:02|SAT970701NN3|Leyenda de prueba|${SELLO}|00001000000505211329||`,
    );
  });

  it('points the QR code to the SAT with id, re, rr, tt and the last 8 characters of the seal', () => {
    expect(facts.cfdiVerificationUrl.value).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx',
    );
    expect(verificationUrl(cfdi())).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${UUID}&re=PEGA850101AB1&rr=ABC010101AB1&tt=14300.0&fe=yl2MKg==`,
    );
    expect(
      [
        ['2320.00', '2320.0'],
        ['123.45', '123.45'],
        ['0.123456', '0.123456'],
        ['0001000.500000', '1000.5'],
        ['0', '0.0'],
        ['7', '7.0'],
      ].map(([input]) => verificationTotal(input!)),
    ).toEqual(['2320.0', '123.45', '0.123456', '1000.5', '0.0', '7.0']);
    // An RFC with "&" is written as the XML writes it.
    const amp = cfdi(cfdiXml({ receptorRfc: 'Ñ&amp;A010101AAA' }));
    expect(verificationUrl(amp)).toContain('&rr=Ñ&amp;A010101AAA&tt=');
  });
});

const nota = (fields: Partial<Draft> = {}): Draft => ({
  ...emptyDraft('2026-11-18', 'A-101'),
  senderCountry: 'mx',
  currency: 'MXN',
  withholding: 'honorarios',
  from: { name: 'Ana Pérez García', address: '', taxId: 'PEGA850101AB1', regime: '612' },
  billTo: { name: 'Cliente Ejemplo', address: '', taxId: 'ABC010101AB1' },
  lines: [
    { id: 'a', description: 'Consultoría', quantity: '1', unitPrice: '10000' },
    { id: 'b', description: 'Diseño', quantity: '2', unitPrice: '2500' },
  ],
  ...fields,
});

describe('matching a stamped CFDI to its nota de cobro', () => {
  it('matches the receiver RFC, currency and total within a month, the nearest date first', () => {
    const far = nota({ id: 'far', issueDate: '2026-10-25' });
    const near = nota({ id: 'near' });
    expect(matchStamped(cfdi(), [far, near])?.id).toBe('near');
    expect(matchStamped(cfdi(), [nota({ id: 'x', issueDate: '2026-09-01' })])).toBeNull();
    expect(matchStamped(cfdi(), [nota({ id: 'x', withholding: 'none' })])).toBeNull();
    expect(
      matchStamped(cfdi(), [
        nota({ id: 'x', billTo: { name: 'C', address: '', taxId: 'XAXX010101000' } }),
      ]),
    ).toBeNull();
    const other = { uuid: 'OTHER', certifiedAt: '', xml: '' };
    expect(matchStamped(cfdi(), [nota({ id: 'x', stamp: other })])).toBeNull();
  });
});

describe('the printed CFDI as a PDF', () => {
  it('prints every datum of the XML and the verification QR code, decoded back', async () => {
    const words = { en: await documentWords('en-US'), es: await documentWords('es-MX') };
    const c = cfdi();
    const doc = buildStampedDocument(c, { documentLanguage: 'es', paper: 'letter' }, words);
    const bytes = await invoicePdf(layoutInvoice(doc), await packageFonts());
    const text = (await pdfPages(bytes)).join(' ').replace(/\s+/g, '');
    for (const datum of [
      UUID,
      'PEGA850101AB1',
      'ABC010101AB1',
      '$14,300.00',
      '$2,400.00',
      '$1,600.00',
      '80101500',
      'G03',
      '64000',
      '06600',
      '30001000000500003416',
      '00001000000505211329',
      'SAT970701NN3',
      'Tipodecomprobante:I',
      'Exportación:01-Noaplica',
      SELLO_SAT,
      tfdOriginalString(c),
    ])
      expect(text).toContain(datum.replace(/\s+/g, ''));
    expect(await pdfQrTexts(bytes)).toEqual([verificationUrl(c)]);
  });

  it('prints a payment link as a QR code beside the payment details', async () => {
    const link = 'https://pay.example.com/ana/A-101';
    const bytes = await pdfOf(nota({ payment: { bank: 'Banco', clabe: '', link } }));
    expect(await pdfQrTexts(bytes)).toEqual([link]);
    expect(await pdfQrTexts(await pdfOf(nota()))).toEqual([]);
  });
});
