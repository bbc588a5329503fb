import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * PDFs made for the tests in the layout of the SAT's Constancia de Situación Fiscal (the headings
 * src/features/invoice-generator/cfdi/constancia.ts reads): a persona moral and a persona física,
 * each with its Cédula de Identificación Fiscal, identification data, registered address, economic
 * activities, régimenes and obligations, labels and values drawn apart as a table's cells are. And
 * a PDF that is not a constancia. Sample data only: the RFCs are made up.
 */

export interface ConstanciaSample {
  rfc: string;
  /** The name as the form should read it. */
  name: string;
  postalCode: string;
  /** Régimenes as the constancia names them, in its order. */
  regimes: string[];
  identification: [string, string][];
}

export const MORAL: ConstanciaSample = {
  rfc: 'ECO960321AB2',
  // The constancia gives a company's denominación apart from its capital régimen ("SA DE CV").
  name: 'ESTUDIO CONTABLE DEL ORIENTE',
  postalCode: '06600',
  regimes: ['Régimen General de Ley Personas Morales'],
  identification: [
    ['RFC:', 'ECO960321AB2'],
    ['Denominación/Razón Social:', 'ESTUDIO CONTABLE DEL ORIENTE'],
    ['Régimen Capital:', 'SA DE CV'],
    ['Nombre Comercial:', 'ESTUDIO CONTABLE DEL ORIENTE'],
    ['Fecha inicio de operaciones:', '21 DE MARZO DE 1996'],
    ['Estatus en el padrón:', 'ACTIVO'],
    ['Fecha de último cambio de estado:', '21 DE MARZO DE 1996'],
  ],
};
export const FISICA: ConstanciaSample = {
  rfc: 'PEMJ850714QX3',
  name: 'JOSÉ ÁNGEL PEÑA MÉNDEZ',
  postalCode: '44100',
  regimes: [
    'Régimen Simplificado de Confianza',
    'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios',
  ],
  identification: [
    ['RFC:', 'PEMJ850714QX3'],
    ['CURP:', 'PEMJ850714HJCXXX09'],
    ['Nombre (s):', 'JOSÉ ÁNGEL'],
    ['Primer Apellido:', 'PEÑA'],
    ['Segundo Apellido:', 'MÉNDEZ'],
    ['Fecha inicio de operaciones:', '01 DE ENERO DE 2022'],
    ['Estatus en el padrón:', 'ACTIVO'],
    ['Fecha de último cambio de estado:', '01 DE ENERO DE 2022'],
  ],
};

/** Writes lines from the top of a Letter page down: a heading, label-value rows, table rows. */
function writer(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  let y = 750;
  return {
    heading(text: string) {
      y -= 8;
      page.drawText(text, { x: 40, y, size: 10, font: bold });
      y -= 16;
    },
    row(...cells: string[]) {
      const xs = [40, 250, 400, 480];
      cells.forEach((c, i) => c && page.drawText(c, { x: xs[i]!, y, size: 8, font: regular }));
      y -= 13;
    },
  };
}

/** A constancia of `sample` as a PDF. */
export async function constanciaPdf(sample: ConstanciaSample): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = writer(page, regular, bold);
  w.heading('CONSTANCIA DE SITUACIÓN FISCAL');
  w.row('CÉDULA DE IDENTIFICACIÓN FISCAL', '', 'Lugar y Fecha de Emisión');
  w.row(sample.rfc, '', 'CUAUHTÉMOC, CIUDAD DE MÉXICO A 20 DE NOVIEMBRE DE 2026');
  w.row('Registro Federal de Contribuyentes');
  w.row(sample.name);
  w.row('Nombre, denominación o razón social');
  w.row('idCIF: 12345678901');
  w.heading('Datos de Identificación del Contribuyente:');
  for (const [label, value] of sample.identification) w.row(label, value);
  w.heading('Datos del domicilio registrado');
  w.row('Código Postal:', sample.postalCode, 'Tipo de Vialidad:', 'AVENIDA (AV.)');
  w.row('Nombre de Vialidad:', 'PASEO DE LA REFORMA', 'Número Exterior:', '250');
  w.row('Número Interior:', 'PISO 8', 'Nombre de la Colonia:', 'JUAREZ');
  w.row('Nombre de la Localidad:', 'CUAUHTÉMOC', 'Nombre del Municipio o Demarcación Territorial:');
  w.row('', 'CUAUHTÉMOC', 'Nombre de la Entidad Federativa:', 'CIUDAD DE MÉXICO');
  w.row('Entre Calle:', 'RÍO LERMA', 'Y Calle:', 'RÍO VOLGA');
  w.heading('Actividades Económicas:');
  w.row('Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio');
  w.row('1', 'Servicios de contabilidad y auditoría', '100', '01/01/2022');
  w.heading('Regímenes:');
  w.row('Régimen', '', 'Fecha Inicio', 'Fecha Fin');
  for (const regime of sample.regimes) w.row(regime, '', '01/01/2022');
  w.heading('Obligaciones:');
  w.row('Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio');
  w.row('Pago definitivo mensual de IVA.', 'A más tardar el día 17', '01/01/2022');
  w.row('Cadena Original Sello: ||2026/11/20|' + sample.rfc + '|CONSTANCIA DE SITUACIÓN FISCAL||');
  return pdf.save();
}

/** A PDF that is not a constancia: an invoice-like page with an RFC but no constancia's title. */
export async function notConstanciaPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const w = writer(page, font, font);
  w.heading('FACTURA');
  w.row('RFC:', 'ECO960321AB2');
  w.row('Código Postal:', '06600');
  w.row('Régimen Fiscal:', '601 - General de Ley Personas Morales');
  return pdf.save();
}

/** A PDF whose page has no text, only a picture's worth of shapes (as a scan has). */
export async function textlessPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawRectangle({ x: 40, y: 500, width: 300, height: 200 });
  return pdf.save();
}

/**
 * A PDF locked with a password (the Standard security handler, revision 2): its /O and /U entries
 * match no password, so a reader asks for one before it shows anything.
 */
export function lockedPdf(): Uint8Array {
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O ${hex('7a')} /U ${hex('3c')} /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
