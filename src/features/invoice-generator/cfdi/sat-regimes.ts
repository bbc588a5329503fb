/**
 * The SAT's catalogue of tax regimes for CFDI 4.0, c_RegimenFiscal (catálogos del CFDI 4.0,
 * catCFDI_V_40, Anexo 20: http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm; the
 * codes are also the enumeration c_RegimenFiscal of
 * http://www.sat.gob.mx/sitio_internet/cfd/catalogos/catCFDI.xsd): code and official name, and
 * whether a persona física (F) or moral (M) may have it. 609 Consolidación is left out: its
 * validity has ended. Names are the SAT's, in Spanish, in both languages of the page.
 */
export const REGIMES = [
  ['601', 'General de Ley Personas Morales', 'M'],
  ['603', 'Personas Morales con Fines no Lucrativos', 'M'],
  ['605', 'Sueldos y Salarios e Ingresos Asimilados a Salarios', 'F'],
  ['606', 'Arrendamiento', 'F'],
  ['607', 'Régimen de Enajenación o Adquisición de Bienes', 'F'],
  ['608', 'Demás ingresos', 'F'],
  ['610', 'Residentes en el Extranjero sin Establecimiento Permanente en México', 'FM'],
  ['611', 'Ingresos por Dividendos (socios y accionistas)', 'F'],
  ['612', 'Personas Físicas con Actividades Empresariales y Profesionales', 'F'],
  ['614', 'Ingresos por intereses', 'F'],
  ['615', 'Régimen de los ingresos por obtención de premios', 'F'],
  ['616', 'Sin obligaciones fiscales', 'F'],
  ['620', 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', 'M'],
  ['621', 'Incorporación Fiscal', 'F'],
  ['622', 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', 'FM'],
  ['623', 'Opcional para Grupos de Sociedades', 'M'],
  ['624', 'Coordinados', 'M'],
  [
    '625',
    'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    'F',
  ],
  ['626', 'Régimen Simplificado de Confianza', 'FM'],
] as const;

export type RegimeCode = (typeof REGIMES)[number][0];

/** "626 - Régimen Simplificado de Confianza": how the form lists a regime and the document prints it. */
export const regimeLabel = ([code, name]: readonly [string, string, ...unknown[]]) =>
  `${code} - ${name}`;

/** The catalogue code a saved regime starts with, or null (a regime typed before the catalogue). */
export function regimeCode(value: string): RegimeCode | null {
  const code = value.trim().slice(0, 3);
  return REGIMES.some(([c]) => c === code) ? (code as RegimeCode) : null;
}
