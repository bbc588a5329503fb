import { rfcKind } from './checks';
import { REGIMES, type RegimeCode } from './sat-regimes';

/**
 * The client's data read from the text of a Constancia de Situación Fiscal (the SAT's PDF with the
 * Cédula de Identificación Fiscal): RFC, name (denominación or razón social of a persona moral,
 * nombre and apellidos of a persona física), the código postal of the domicilio fiscal and the
 * régimen fiscal as its code in c_RegimenFiscal (./sat-regimes.ts). Pure: the text comes from
 * document/pdf-text.ts, in the browser.
 *
 * The headings below could not be read in a specimen published by the SAT itself: they are the
 * ones independent readers of real constancias look for (docs/decisions/invoice-generator.md,
 * "The client's Constancia de Situación Fiscal"). A constancia whose headings differ is reported
 * with the fields not found, never guessed.
 */

export type ConstanciaField = 'rfc' | 'name' | 'postalCode' | 'regime';
export const CONSTANCIA_FIELDS: readonly ConstanciaField[] = [
  'rfc',
  'name',
  'postalCode',
  'regime',
];

export interface ConstanciaData {
  rfc?: string;
  name?: string;
  postalCode?: string;
  /** The first régimen the constancia lists (the one filled in). */
  regime?: RegimeCode;
  /** Every régimen it lists that the catalogue knows, in its order. */
  regimes: RegimeCode[];
}

export type ConstanciaReading =
  | { ok: true; data: ConstanciaData; found: ConstanciaField[]; missing: ConstanciaField[] }
  | { ok: false; reason: 'notConstancia' };

/** The document's title: a PDF without it is not a constancia. */
const TITLE = /CONSTANCIA\s+DE\s+SITUACI[OÓ]N\s+FISCAL/i;

/** The headings of the constancia's fields: a field's value runs up to the next heading. */
const HEADINGS = {
  rfc: /\bRFC\s*:/i,
  curp: /\bCURP\s*:/i,
  givenNames: /\bNombre\s*\(\s*s\s*\)\s*:/i,
  firstSurname: /\bPrimer\s+Apellido\s*:/i,
  secondSurname: /\bSegundo\s+Apellido\s*:/i,
  businessName: /\bDenominaci[oó]n\s*\/\s*Raz[oó]n\s+Social\s*:/i,
  capitalRegime: /\bR[eé]gimen\s+(?:de\s+)?Capital\s*:/i,
  tradeName: /\bNombre\s+Comercial\s*:/i,
  startDate: /\bFecha\s+(?:de\s+)?inicio\s+de\s+operaciones\s*:/i,
  status: /\bEstatus\s+en\s+el\s+padr[oó]n\s*:/i,
  lastChange: /\bFecha\s+de\s+[uú]ltimo\s+cambio\s+de\s+estado\s*:/i,
  address: /\bDatos\s+del\s+domicilio\s+registrado\b/i,
  postalCode: /\bC[oó]digo\s+Postal\s*:/i,
  roadType: /\bTipo\s+de\s+Vialidad\s*:/i,
  road: /\bNombre\s+de\s+(?:la\s+)?Vialidad\s*:/i,
  outerNumber: /\bN[uú]mero\s+Exterior\s*:/i,
  innerNumber: /\bN[uú]mero\s+Interior\s*:/i,
  neighbourhood: /\bNombre\s+de\s+la\s+Colonia\s*:/i,
  locality: /\bNombre\s+de\s+la\s+Localidad\s*:/i,
  municipality: /\bNombre\s+del\s+Municipio\b[^:]{0,40}:/i,
  state: /\bNombre\s+de\s+la\s+Entidad\s+Federativa\s*:/i,
  betweenStreet: /\bEntre\s+Calle\s*:/i,
  andStreet: /\bY\s+Calle\s*:/i,
  activities: /\bActividades\s+Econ[oó]micas\s*:/i,
  regimes: /\bReg[ií]menes\s*:/i,
  obligations: /\bObligaciones\s*:/i,
} as const;

type Heading = keyof typeof HEADINGS;

/** Upper case, no accents, punctuation as spaces: how names are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9Ñ]+/g, ' ')
    .trim();
}

/** Where each heading first appears in `text` (start and end), for the headings present. */
function headingsIn(text: string): Map<Heading, { start: number; end: number }> {
  const at = new Map<Heading, { start: number; end: number }>();
  for (const [name, pattern] of Object.entries(HEADINGS) as [Heading, RegExp][]) {
    const m = pattern.exec(text);
    if (m) at.set(name, { start: m.index, end: m.index + m[0].length });
  }
  return at;
}

/** The text after a heading, up to the next heading (or the end). */
function valueOf(text: string, at: ReturnType<typeof headingsIn>, name: Heading): string {
  const own = at.get(name);
  if (!own) return '';
  let stop = text.length;
  for (const { start } of at.values()) if (start >= own.end && start < stop) stop = start;
  return text.slice(own.end, stop).replace(/\s+/g, ' ').trim();
}

/**
 * A régimen's name as the catalogue gives it, without "Régimen de (las, los)": the constancia may
 * write it with or without those words ("Régimen Simplificado de Confianza", "Régimen de las
 * Personas Físicas con Actividades Empresariales y Profesionales").
 */
const regimeNames = REGIMES.map(
  ([code, name]) => [code, fold(name).replace(/^REGIMEN (?:DE (?:LAS |LOS )?)?/, '')] as const,
);

/** The catalogue's régimenes named in `section`, in the order they appear. */
export function regimesIn(section: string): RegimeCode[] {
  const text = ` ${fold(section)} `;
  return regimeNames
    .map(([code, name]) => ({ code, at: text.indexOf(` ${name} `) }))
    .filter((r) => r.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((r) => r.code);
}

/** Reads the client's data from the text of a constancia; refuses a text that is not one. */
export function readConstancia(raw: string): ConstanciaReading {
  const text = raw.replace(/\s+/g, ' ');
  if (!TITLE.test(text) || !HEADINGS.rfc.test(text)) return { ok: false, reason: 'notConstancia' };
  const at = headingsIn(text);
  const value = (name: Heading) => valueOf(text, at, name);

  const data: ConstanciaData = { regimes: [] };
  const rfc = /[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}/.exec(value('rfc').toUpperCase())?.[0];
  if (rfc && rfcKind(rfc)) data.rfc = rfc;

  const business = value('businessName');
  const person = [value('givenNames'), value('firstSurname'), value('secondSurname')]
    .filter(Boolean)
    .join(' ');
  const name = business || (value('givenNames') ? person : '');
  if (name) data.name = name;

  const postalCode = /^\d{5}\b/.exec(value('postalCode'))?.[0];
  if (postalCode) data.postalCode = postalCode;

  data.regimes = regimesIn(value('regimes'));
  if (data.regimes[0]) data.regime = data.regimes[0];

  const found = CONSTANCIA_FIELDS.filter((f) => data[f] !== undefined);
  const missing = CONSTANCIA_FIELDS.filter((f) => data[f] === undefined);
  return { ok: true, data, found, missing };
}
