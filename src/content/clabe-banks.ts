/**
 * The bank a CLABE belongs to, by its first three digits (the CLABE's "código de banco"), as Banco
 * de México lists the participants of SPEI in its "Catálogo de instituciones participantes"
 * (`CLABE_BANKS_SOURCE`). Stated in the facts registry as `mxClabeBanks` (./facts.ts), and read by
 * the invoice generator beside the CLABE field, in the code the field loads on demand.
 *
 * Banxico's page itself could not be read from where this list was made (`CLABE_BANKS_READ_ON`):
 * each code below was read in the sources named by its letters. `c`: clabe-validator's bank list
 * (npm package clabe-validator, src/clabe.ts of its repository at commit a96c356 of 2026-02-27),
 * which cites Banxico's catalogue and the SAT's catalogue of banks; `w`: the table of CLABE bank
 * codes of Wikipedia's CLABE article (a translated mirror); `t`: Tonder's reference of Mexican
 * institution codes (docs.tonder.io, "Institution Codes"). Where they disagree (BanCoppel: 137 in `c`, 139 in
 * `t`) the value of `c` is kept; the decision record lists each disagreement and what was left out
 * (docs/decisions/invoice-generator.md, "The CLABE's bank").
 * Short names as a visitor knows the bank, the same in both languages.
 */
export const CLABE_BANKS_SOURCE = 'https://www.banxico.org.mx/cep-scl/listaInstituciones.do';
/** The day the sources above were read. */
export const CLABE_BANKS_READ_ON = '2026-11-27';
/** Whether the codes were read on Banxico's own catalogue (not yet: see above). */
export const CLABE_BANKS_READ_ON_SOURCE = false;

/** Code, short name, and the sources it was read in (see above). */
export const CLABE_BANKS: readonly (readonly [string, string, string])[] = [
  ['002', 'Banamex', 'cw'],
  ['006', 'Bancomext', 'c'],
  ['009', 'Banobras', 'c'],
  ['012', 'BBVA México', 'ct'],
  ['014', 'Santander', 'cwt'],
  ['019', 'Banjército', 'cw'],
  ['021', 'HSBC', 'cwt'],
  ['030', 'Banco del Bajío', 'cwt'],
  ['036', 'Inbursa', 'cwt'],
  ['042', 'Mifel', 'cwt'],
  ['044', 'Scotiabank', 'cw'],
  ['058', 'Banregio', 'cw'],
  ['059', 'Invex', 'cw'],
  ['060', 'Bansi', 'cwt'],
  ['062', 'Afirme', 'cw'],
  ['072', 'Banorte', 'cwt'],
  ['106', 'Bank of America', 'cwt'],
  ['112', 'Monex', 'cw'],
  ['113', 'Ve por Más', 'cw'],
  ['127', 'Banco Azteca', 'cwt'],
  ['128', 'Autofin', 'cwt'],
  ['130', 'Compartamos', 'cwt'],
  ['132', 'Multiva', 'cwt'],
  ['133', 'Actinver', 'ct'],
  ['137', 'BanCoppel', 'c'],
  ['143', 'CIBanco', 'ct'],
  ['145', 'Banco Base', 'ct'],
  ['147', 'Bankaool', 'ct'],
  ['148', 'PagaTodo', 'ct'],
  ['152', 'Bancrea', 'ct'],
  ['167', 'Hey Banco', 'c'],
  ['638', 'Nu México', 'c'],
  ['646', 'STP', 'ct'],
  ['661', 'Klar', 'c'],
  ['699', 'Fondeadora', 'c'],
  ['722', 'Mercado Pago', 'c'],
  ['728', 'Spin by OXXO', 'c'],
];
