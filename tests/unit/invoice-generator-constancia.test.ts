import { describe, expect, it } from 'vitest';
import { readConstancia, regimesIn } from '@/features/invoice-generator/cfdi/constancia';
import { constanciaPdf, FISICA, MORAL, notConstanciaPdf } from '../support/constancia-pdf';
import { pdfPages } from '../support/pdf-text';

/**
 * The client's data read from a Constancia de Situación Fiscal's text (cfdi/constancia.ts): the
 * text of PDFs made in the constancia's layout (tests/support/constancia-pdf.ts), as pdf.js
 * extracts it, and texts with fields left out.
 */

const textOf = async (bytes: Uint8Array) => (await pdfPages(bytes)).join('\n');

describe('reading a Constancia de Situación Fiscal', () => {
  it('reads a persona moral: RFC, denominación, código postal and régimen 601', async () => {
    const reading = readConstancia(await textOf(await constanciaPdf(MORAL)));
    expect(reading).toEqual({
      ok: true,
      data: {
        rfc: 'ECO960321AB2',
        name: 'ESTUDIO CONTABLE DEL ORIENTE',
        postalCode: '06600',
        regime: '601',
        regimes: ['601'],
      },
      found: ['rfc', 'name', 'postalCode', 'regime'],
      missing: [],
    });
  });

  it('reads a persona física: nombre and both apellidos, and every régimen in its order', async () => {
    const reading = readConstancia(await textOf(await constanciaPdf(FISICA)));
    expect(reading.ok && reading.data).toEqual({
      rfc: 'PEMJ850714QX3',
      name: 'JOSÉ ÁNGEL PEÑA MÉNDEZ',
      postalCode: '44100',
      regime: '626',
      regimes: ['626', '605'],
    });
  });

  it('says which fields it did not find, and fills none of them with a guess', () => {
    const text = [
      'CONSTANCIA DE SITUACIÓN FISCAL',
      'Datos de Identificación del Contribuyente:',
      'RFC: ECO960321AB2',
      'Denominación/Razón Social:',
      'Régimen Capital: SA DE CV',
      'Datos del domicilio registrado',
      'Código Postal: 0660',
      'Tipo de Vialidad: CALLE',
      'Regímenes:',
      'Régimen Fecha Inicio Fecha Fin',
      'Régimen de Consolidación 01/01/2010',
      'Obligaciones:',
    ].join('\n');
    const reading = readConstancia(text);
    expect(reading).toEqual({
      ok: true,
      data: { rfc: 'ECO960321AB2', regimes: [] },
      found: ['rfc'],
      missing: ['name', 'postalCode', 'regime'],
    });
  });

  it('takes no RFC that is not one (a date that does not exist)', () => {
    const reading = readConstancia(
      'CONSTANCIA DE SITUACIÓN FISCAL RFC: ECO961321AB2 Código Postal: 06600',
    );
    expect(reading.ok && reading.missing).toEqual(['rfc', 'name', 'regime']);
  });

  it('refuses a text that is not a constancia, even with an RFC and a postal code', async () => {
    expect(readConstancia(await textOf(await notConstanciaPdf()))).toEqual({
      ok: false,
      reason: 'notConstancia',
    });
    expect(readConstancia('')).toEqual({ ok: false, reason: 'notConstancia' });
    // The title alone is not enough: a constancia has its RFC heading.
    expect(readConstancia('CONSTANCIA DE SITUACIÓN FISCAL')).toEqual({
      ok: false,
      reason: 'notConstancia',
    });
  });

  it('maps the régimen names a constancia writes to the SAT catalogue codes', () => {
    expect(
      regimesIn(
        'Régimen de las Personas Físicas con Actividades Empresariales y Profesionales 01/01/2015 ' +
          'Régimen de Arrendamiento 01/02/2016 ' +
          'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
      ),
    ).toEqual(['612', '606', '625']);
    expect(regimesIn('REGIMEN GENERAL DE LEY PERSONAS MORALES')).toEqual(['601']);
    expect(regimesIn('Sin régimen')).toEqual([]);
  });
});
