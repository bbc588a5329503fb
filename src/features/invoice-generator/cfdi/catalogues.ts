/**
 * The SAT's CFDI 4.0 catalogues the "CFDI data" section asks from (catálogos del CFDI 4.0,
 * catCFDI_V_40, Anexo 20: http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm),
 * checked against an automatic copy of catCFDI kept as SQL (phpcfdi/resources-sat-catalogs,
 * database/data/cfdi_40_*.sql, update of 2026-08-06); the sources of each list are in
 * docs/decisions/invoice-generator.md, "A path to the CFDI". Names are the SAT's, in Spanish, in
 * both languages of the page (the final period some of them carry in the catalogue is left out).
 * Loaded with the section, on demand.
 */

/** Regímenes (c_RegimenFiscal) of the recipients a use applies to, as c_UsoCFDI lists them. */
const DEDUCTIONS = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const ALL = [...new Set([...BUSINESS, ...DEDUCTIONS, '610', '616'])];

/**
 * c_UsoCFDI: code, name, whether a persona física (F) or moral (M) may use it, and the
 * recipients' regímenes it applies to. CP01 (Pagos) and CN01 (Nómina) belong to other kinds of
 * CFDI (payments, payroll) and are not offered for an invoice.
 */
export const USES: readonly (readonly [string, string, 'F' | 'FM', readonly string[]])[] = [
  ['G01', 'Adquisición de mercancías', 'FM', BUSINESS],
  ['G02', 'Devoluciones, descuentos o bonificaciones', 'FM', [...BUSINESS, '616']],
  ['G03', 'Gastos en general', 'FM', BUSINESS],
  ['I01', 'Construcciones', 'FM', BUSINESS],
  ['I02', 'Mobiliario y equipo de oficina por inversiones', 'FM', BUSINESS],
  ['I03', 'Equipo de transporte', 'FM', BUSINESS],
  ['I04', 'Equipo de computo y accesorios', 'FM', BUSINESS],
  ['I05', 'Dados, troqueles, moldes, matrices y herramental', 'FM', BUSINESS],
  ['I06', 'Comunicaciones telefónicas', 'FM', BUSINESS],
  ['I07', 'Comunicaciones satelitales', 'FM', BUSINESS],
  ['I08', 'Otra maquinaria y equipo', 'FM', BUSINESS],
  ['D01', 'Honorarios médicos, dentales y gastos hospitalarios', 'F', DEDUCTIONS],
  ['D02', 'Gastos médicos por incapacidad o discapacidad', 'F', DEDUCTIONS],
  ['D03', 'Gastos funerales', 'F', DEDUCTIONS],
  ['D04', 'Donativos', 'F', DEDUCTIONS],
  [
    'D05',
    'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    'F',
    DEDUCTIONS,
  ],
  ['D06', 'Aportaciones voluntarias al SAR', 'F', DEDUCTIONS],
  ['D07', 'Primas por seguros de gastos médicos', 'F', DEDUCTIONS],
  ['D08', 'Gastos de transportación escolar obligatoria', 'F', DEDUCTIONS],
  [
    'D09',
    'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    'F',
    DEDUCTIONS,
  ],
  ['D10', 'Pagos por servicios educativos (colegiaturas)', 'F', DEDUCTIONS],
  ['S01', 'Sin efectos fiscales', 'FM', ALL],
];

/** c_FormaPago: every code in force. */
export const PAYMENT_FORMS = [
  ['01', 'Efectivo'],
  ['02', 'Cheque nominativo'],
  ['03', 'Transferencia electrónica de fondos'],
  ['04', 'Tarjeta de crédito'],
  ['05', 'Monedero electrónico'],
  ['06', 'Dinero electrónico'],
  ['08', 'Vales de despensa'],
  ['12', 'Dación en pago'],
  ['13', 'Pago por subrogación'],
  ['14', 'Pago por consignación'],
  ['15', 'Condonación'],
  ['17', 'Compensación'],
  ['23', 'Novación'],
  ['24', 'Confusión'],
  ['25', 'Remisión de deuda'],
  ['26', 'Prescripción o caducidad'],
  ['27', 'A satisfacción del acreedor'],
  ['28', 'Tarjeta de débito'],
  ['29', 'Tarjeta de servicios'],
  ['30', 'Aplicación de anticipos'],
  ['31', 'Intermediario pagos'],
  ['99', 'Por definir'],
] as const;

/** c_MetodoPago. */
export const PAYMENT_METHODS = [
  ['PUE', 'Pago en una sola exhibición'],
  ['PPD', 'Pago en parcialidades o diferido'],
] as const;

/** c_ObjetoImp: 01 to 08, as in force. */
export const TAX_OBJECTS = [
  ['01', 'No objeto de impuesto'],
  ['02', 'Sí objeto de impuesto'],
  ['03', 'Sí objeto del impuesto y no obligado al desglose'],
  ['04', 'Sí objeto del impuesto y no causa impuesto'],
  ['05', 'Sí objeto del impuesto, IVA crédito PODEBI'],
  ['06', 'Sí objeto del IVA, No traslado IVA'],
  ['07', 'No traslado del IVA, Sí desglose IEPS'],
  ['08', 'No traslado del IVA, No desglose IEPS'],
] as const;

/** c_Exportacion. */
export const EXPORT_KEYS = [
  ['01', 'No aplica'],
  ['02', 'Definitiva con clave A1'],
  ['03', 'Temporal'],
  ['04', 'Definitiva con clave distinta a A1 o cuando no existe enajenación en términos del CFF'],
] as const;

/** A few c_ClaveUnidad codes a freelancer uses; the catalogue has many more. */
export const UNIT_KEYS = [
  ['E48', 'Unidad de servicio'],
  ['ACT', 'Actividad'],
  ['HUR', 'Hora'],
  ['DAY', 'Día'],
  ['WEE', 'Semana'],
  ['MON', 'Mes'],
  ['H87', 'Pieza'],
  ['EA', 'Elemento'],
] as const;

/**
 * A few c_ClaveProdServ codes for freelance services: class-level codes (the class's six digits
 * and 00) with the class's name in the SAT's product and service classification. Any other 8-digit
 * code may be typed.
 *
 * NOT CONFIRMED (issue 40 §17): none of these codes could be checked against the c_ClaveProdServ
 * table itself. The copy of catCFDI used for the other catalogues keeps that table in a file that
 * was not readable here (docs/decisions/invoice-generator.md, "The catalogues and their sources"),
 * and the pages and code that were readable only list these codes in third-party lists. A class
 * of the classification is not necessarily a key of c_ClaveProdServ, whose keys are mostly at the
 * product level (eight digits not ending in 00). The field's hint says so and asks the visitor to
 * check the key in the SAT's search; move a code to PRODUCT_KEYS_CONFIRMED once its entry in
 * c_ClaveProdServ has been read.
 */
export const PRODUCT_KEYS = [
  ['80101500', 'Servicios de consultoría de negocios y administración corporativa'],
  ['80101600', 'Gerencia de proyectos'],
  ['80141600', 'Actividades de ventas y promoción de negocios'],
  ['81111500', 'Ingeniería de software o hardware'],
  ['81111600', 'Programadores de computador'],
  ['81112100', 'Servicios de internet'],
  ['81112200', 'Mantenimiento y soporte de software'],
  ['82111500', 'Escritura técnica'],
  ['82111700', 'Escritura creativa'],
  ['82111800', 'Servicios editoriales y de soporte'],
  ['82131600', 'Fotógrafos y cinematógrafos'],
  ['82141500', 'Servicios de diseño artístico'],
  ['84111500', 'Servicios contables'],
] as const;

/**
 * Banco de México's table of exchange rates (SIE, CF102), where its series SF43718 gives the FIX
 * (pesos per US dollar) it publishes in the DOF: the TipoCambio of a CFDI in dollars. The same page
 * is the source of the facts registry's `banxicoFix` (src/content/facts.ts).
 */
export const FIX_SERIES_URL =
  'https://www.banxico.org.mx/SieInternet/consultarDirectorioInternetAction.do?sector=6&accion=consultarCuadro&idCuadro=CF102&locale=es';

/** The codes of PRODUCT_KEYS whose entry in c_ClaveProdServ has been read (none yet). */
export const PRODUCT_KEYS_CONFIRMED: readonly string[] = [];

/** The SAT's search of the product and service catalogue. */
export const PRODUCT_SEARCH_URL = 'http://pys.sat.gob.mx/PyS/catPyS.aspx';

type Entry = readonly [string, string, ...unknown[]];

/** "G03 - Gastos en general", or the code alone when the list does not have it. */
export function catalogueLabel(list: readonly Entry[], code: string): string {
  const entry = list.find(([c]) => c === code);
  return entry ? `${entry[0]} - ${entry[1]}` : code;
}

/** Whether a use of the CFDI applies to a recipient of this régimen (c_UsoCFDI). */
export function fitsRegime(use: string, regime: string): boolean {
  const entry = USES.find(([c]) => c === use);
  return !entry || entry[3].includes(regime);
}

/** A c_ClaveProdServ as typed: eight digits. */
export const isProductKey = (value: string) => /^\d{8}$/.test(value);

/** A postal code (c_CodigoPostal): five digits. */
export const isPostalCode = (value: string) => /^\d{5}$/.test(value);
