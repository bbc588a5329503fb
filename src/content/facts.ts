/**
 * The facts registry: every figure on the site that changes with time, law or company policy
 * (tax thresholds and rates, deadlines, limits, fees, prices, plan rules, support hours and
 * company contacts) lives here once, with the period it applies to and where it can be checked.
 *
 * Messages never write these figures out: they name them as ICU arguments (`{nec1099Threshold}`,
 * `{professionalPrice}`, …) and every page formats its messages with `factValues(locale)`, so one
 * edit here updates every article, legal text, FAQ and page in both languages.
 * `tests/unit/facts.test.ts` fails when a fact's period has ended (it needs a review) and when a
 * message states one of these figures literally.
 *
 * How to review a fact: check its `source`, update `value`, `validFrom` and `validUntil`, and run
 * `npx vitest run tests/unit`.
 *
 * Review of 2026-11-23: only the LFPDPPP publication date could be checked against the official
 * page itself (the DOF). For every other figure below the official page was not at hand, so the
 * value rests on consistent secondary reports and the texts that state it tell readers where to
 * confirm it (the comment of each fact says what was and was not checked). Check those sources
 * first at the next review.
 */
import type { Locale } from '@/i18n/routing';

export interface Fact<V> {
  value: V;
  /** First day the value applies, ISO `YYYY-MM-DD`. */
  validFrom: string;
  /** Last day the value is known to apply (`null`: company policy, until we change it). */
  validUntil: string | null;
  /** Where the value can be checked: an official page, or the site page that states the policy. */
  source: string;
}

const US_TAX_YEAR_2026 = { validFrom: '2026-01-01', validUntil: '2026-12-31' } as const;
/** Company policy and contacts, as decided on this date. */
const POLICY = { validFrom: '2026-11-23', validUntil: null } as const;

export const facts = {
  // ── United States: federal tax (tax year 2026) ──────────────────────────────────────────
  /**
   * Form 1099-NEC / 1099-MISC reporting threshold for payments made after 2025 (OBBBA, which
   * replaced $600 in IRC 6041(a); indexed for inflation from 2027). Not checked on irs.gov.
   */
  nec1099Threshold: {
    value: 2000,
    ...US_TAX_YEAR_2026,
    source: 'https://www.irs.gov/forms-pubs/about-form-1099-nec',
  },
  /**
   * IRS standard mileage rate for business use, in dollars per mile, as announced for January 1,
   * 2026 (IRS Notice 2026-10, IR-2025-128). Not checked against irs.gov: tax press and firms
   * report 72.5 cents. Unofficial tools also report a mid-year increase to 76 cents from July 1,
   * 2026 ("Announcement 2026-11"), which no official page at hand confirms, so the article gives
   * this rate as the one announced for the start of 2026 and sends readers to the IRS page for the
   * rate of the dates they drove. If the IRS confirms a mid-year change, end this fact on
   * 2026-06-30 and add the second-half rate as its own fact.
   */
  mileageRate: {
    value: 0.725,
    ...US_TAX_YEAR_2026,
    source: 'https://www.irs.gov/tax-professionals/standard-mileage-rates',
  },
  /**
   * Social Security contribution and benefit base (maximum earnings subject to the 12.4%).
   * Not checked against ssa.gov; reported from SSA's October 2025 COLA announcement.
   */
  socialSecurityWageBase: {
    value: 184500,
    ...US_TAX_YEAR_2026,
    source: 'https://www.ssa.gov/oact/cola/cbb.html',
  },
  /** SEP-IRA maximum contribution (section 415(c) limit, Notice 2025-67). Not checked on irs.gov. */
  sepMaxContribution: {
    value: 72000,
    ...US_TAX_YEAR_2026,
    source:
      'https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions',
  },
  /** 401(k) elective deferral limit before catch-up (Notice 2025-67). Not checked on irs.gov. */
  k401ElectiveDeferral: {
    value: 24500,
    ...US_TAX_YEAR_2026,
    source:
      'https://www.irs.gov/retirement-plans/cola-increases-for-dollar-limitations-on-benefits-and-contributions',
  },
  /**
   * Section 199A (QBI) taxable-income threshold, single and joint filers (Rev. Proc. 2025-32).
   * Not checked against the revenue procedure: secondary sources agree on $403,500 for joint
   * returns but disagree for single filers ($201,750 in most, $201,775 in some, which is also the
   * start of the 32% bracket). The article calls the figures approximate and links the IRS.
   * From 2026 the 2025 law (OBBBA) widened the phase-in range above the threshold from $50,000 to
   * $75,000 ($100,000 to $150,000 joint); the article mentions the change without the amounts.
   */
  qbiThreshold: {
    value: { single: 201750, joint: 403500 },
    ...US_TAX_YEAR_2026,
    source: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  /**
   * Due dates of the four estimated-tax payments for tax year 2026 (Form 1040-ES): the statutory
   * April 15, June 15, September 15 and January 15, none of which falls on a weekend or federal
   * holiday in 2026–2027. Not checked against the 2026 Form 1040-ES.
   */
  estimatedTaxDueDates: {
    value: ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
    validFrom: '2026-01-01',
    validUntil: '2027-01-15',
    source: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },

  // ── Mexico ────────────────────────────────────────────────────────────────────────────────
  /**
   * Annual value of the UMA in pesos (INEGI; in force February 1, 2026 to January 31, 2027).
   * Daily 117.31, monthly 3,566.22 (daily × 30.4) and annual 42,794.64 (monthly × 12), as INEGI
   * announced on January 8, 2026 and the press reported; the arithmetic is consistent, but neither
   * INEGI's page nor the DOF notice was at hand, so the article points readers to INEGI.
   * Used for the personal-deduction cap: five annual UMAs (LISR art. 151).
   */
  umaAnnual: {
    value: 42794.64,
    validFrom: '2026-02-01',
    validUntil: '2027-01-31',
    source: 'https://www.inegi.org.mx/temas/uma/',
  },
  /**
   * Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Publication on
   * March 20, 2025 checked against the DOF (the decree that also issued the general laws); in force
   * the next day per law-firm summaries of its transitory article. The Secretaría Anticorrupción y
   * Buen Gobierno took over the extinct INAI's data-protection role.
   */
  lfpdppp: {
    value: { published: '2025-03-20', inForce: '2025-03-21' },
    validFrom: '2025-03-21',
    validUntil: null,
    source: 'https://diariooficial.gob.mx/nota_detalle.php?codigo=5752569&fecha=20/03/2025',
  },
  /**
   * Days a responsible party has to tell the requester its decision on an ARCO request, counted as
   * business days (LFPDPPP). The article of the 2025 law was not at hand: the privacy notice gives
   * this period as the law's maximum at the time of writing and links the law.
   */
  arcoResponseBusinessDays: {
    value: 20,
    validFrom: '2025-03-21',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPDPPP.pdf',
  },
  /** Days, after the decision, to carry out a granted ARCO request (LFPDPPP; same caveat). */
  arcoEffectBusinessDays: {
    value: 15,
    validFrom: '2025-03-21',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPDPPP.pdf',
  },

  // ── Invoice taxes (the free invoice generator) ────────────────────────────────────────────
  // Rates in basis points (1 bp = 0.01 %), applied in integer cents with the rounding rule of
  // docs/decisions/invoice-generator.md. Laws without an end date have `validUntil: null`.
  /** IVA general rate (LIVA art. 1). Not checked against the PDF at hand; 16 % since 2010. */
  mxIvaRate: {
    value: 1600,
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf',
  },
  /**
   * IVA in the northern border region: a tax credit of half the rate (8 % in effect) for
   * registered taxpayers in the region's municipalities (Decreto de estímulos fiscales región
   * fronteriza norte, DOF 2018-12-31). Its period has been extended decree by decree: press
   * reports of the DOF of 2024-12-24 confirm it through 2025-12-31; an extension for 2026 could NOT
   * be checked here (a report of 2025-12-29 called it pending). `validUntil` is the end of 2026 on
   * that assumption, and the generator tells visitors to confirm the decree applies to them.
   * Review this first.
   */
  mxIvaBorderRate: {
    value: 800,
    validFrom: '2025-01-01',
    validUntil: '2026-12-31',
    source: 'https://www.dof.gob.mx/nota_detalle.php?codigo=5547485&fecha=31/12/2018',
  },
  /**
   * IVA 0 % on an export of services (LIVA art. 29 frac. IV): services provided in Mexico and
   * used abroad, to a resident abroad without a permanent establishment in Mexico. The conditions
   * are stated beside the option (`invoice-generator` messages).
   */
  mxIvaExportRate: {
    value: 0,
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf',
  },
  /** ISR a persona moral withholds on a persona física's fees (honorarios): LISR art. 106. */
  mxIsrHonorariosWithholding: {
    value: 1000,
    validFrom: '2014-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
  /**
   * Share of the IVA a persona moral withholds from a persona física's services: two thirds
   * (LIVA art. 1-A frac. II a; the fraction is set by the regulation, RLIVA art. 3 frac. I a).
   * Kept as a fraction and applied to the IVA in cents: 2/3 of 16 % is 10.6667 %.
   */
  mxIvaWithholdingFraction: {
    value: { numerator: 2, denominator: 3 },
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/regley/Reg_LIVA.pdf',
  },
  /** ISR a persona moral withholds from a RESICO persona física (LISR art. 113-J). */
  mxResicoIsrWithholding: {
    value: 125,
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },

  // ── California ────────────────────────────────────────────────────────────────────────────
  /**
   * Calendar days to respond to a verifiable consumer request (CCPA, Civ. Code 1798.130).
   * Not part of the 2026-11-23 review.
   */
  ccpaResponseDays: {
    value: 45,
    validFrom: '2023-01-01',
    validUntil: null,
    source: 'https://cppa.ca.gov/regulations/',
  },

  // ── Payments: an example rate, not Invoxa's price ─────────────────────────────────────────
  /** A typical US online card-processing rate, used in worked examples. */
  cardFeeExample: {
    value: { percent: 2.9, fixed: 0.3, invoice: 2000 },
    validFrom: '2026-11-23',
    validUntil: null,
    source: 'https://stripe.com/pricing',
  },

  // ── Invoxa: plans and policies ────────────────────────────────────────────────────────────
  /** Professional plan, US dollars a month. */
  professionalPrice: { value: 29, ...POLICY, source: '/pricing' },
  /** Clients on the Free plan. */
  freeClientLimit: { value: 5, ...POLICY, source: '/pricing' },
  /** Money-back guarantee: days after the first payment of a paid plan. */
  refundWindowDays: { value: 30, ...POLICY, source: '/terms-of-service' },
  /** Upgrades apply at once (prorated); downgrades at the end of the billing period. */
  planChangeRule: {
    value: { upgrade: 'immediate', downgrade: 'end-of-period' },
    ...POLICY,
    source: '/terms-of-service',
  },
  /**
   * CFDI in Mexico: Invoxa issues CFDI (version below) through an authorized certification
   * provider (PAC) partner, on the plans listed. The Professional plan includes this many stamps
   * (timbres) a month at no extra cost; Enterprise volumes are agreed in the contract. Documents
   * made on the Free plan or with the free invoice generator are not CFDI. Every page, article,
   * image, legal text and the generator state this through `common.cfdi`.
   */
  cfdi: {
    value: {
      version: '4.0',
      stampingPlans: ['professional', 'enterprise'],
      includedStampsPerMonth: 50,
    },
    ...POLICY,
    source: '/pricing',
  },
  /** The public API is not open yet; Enterprise integrations are set up with our team. */
  apiStatus: { value: 'in-preparation', ...POLICY, source: '/documentation' },
  /** Automatic reminder schedule: days before the due date, then days after it. */
  reminderSchedule: {
    value: { before: 3, after: [7, 14, 30] },
    ...POLICY,
    source: '/articles/how-to-handle-overdue-invoices-like-a-pro',
  },
  /** Support hours (one window, US Central Time), shown in each visitor's time zone. */
  supportHours: {
    value: { days: 'mon-fri', start: 9, end: 18, timeZone: 'America/Chicago' },
    ...POLICY,
    source: '/contact',
  },
  /** We answer every message within this many business days. */
  responseBusinessDays: { value: 1, ...POLICY, source: '/contact' },

  // ── Privacy: data-deletion requests and retention ─────────────────────────────────────────
  deletionLinkValidDays: { value: 7, ...POLICY, source: '/privacy-policy' },
  deletionRecordMonths: { value: 24, ...POLICY, source: '/privacy-policy' },
  deliveredMessageRetentionDays: { value: 30, ...POLICY, source: '/privacy-policy' },
  rateLimitRetentionDays: { value: 1, ...POLICY, source: '/privacy-policy' },

  // ── Company contacts ──────────────────────────────────────────────────────────────────────
  emails: {
    value: {
      support: 'support@invoxa.com',
      sales: 'sales@invoxa.com',
      legal: 'legal@invoxa.com',
      privacy: 'privacy@invoxa.com',
      dpo: 'dpo@invoxa.com',
    },
    ...POLICY,
    source: '/contact',
  },
  /**
   * One phone number per audience. PLACEHOLDERS until the operator sets real lines (see
   * README.md, "Company facts"): the US number is in the 555-01xx range reserved for fiction, and
   * Mexican subscriber numbers never start with 0, so +52 55 0000 0142 cannot be dialled.
   */
  phones: {
    value: {
      en: { display: '+1 (512) 555-0142', tel: '+15125550142' },
      es: { display: '+52 55 0000 0142', tel: '+525500000142' },
    },
    ...POLICY,
    source: '/contact',
  },
} as const satisfies Record<string, Fact<unknown>>;

export type FactKey = keyof typeof facts;

/** Facts whose period has ended on `today` (ISO date): each needs a review. */
export function expiredFacts(today: string): FactKey[] {
  return (Object.keys(facts) as FactKey[]).filter((key) => {
    const until: string | null = facts[key].validUntil;
    return until !== null && until < today;
  });
}

/** The phone number shown to visitors of `locale`. */
export function phoneFor(locale: Locale): { display: string; tel: string } {
  return facts.phones.value[locale];
}

// ── Formatting ────────────────────────────────────────────────────────────────────────────────

const TAGS = { en: 'en-US', es: 'es-MX' } as const;

function usd(locale: Locale, amount: number, cents = false): string {
  const digits = cents || !Number.isInteger(amount) ? 2 : 0;
  return new Intl.NumberFormat(TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: locale === 'es' ? 'code' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

/** A rate in basis points as a percentage (up to four decimals: 2/3 of 16 % is 10.6667 %). */
function percent(locale: Locale, basisPoints: number): string {
  return new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 4 })
    .format(basisPoints / 10_000)
    .replace(/\u00a0/g, ' ');
}

function pesos(amount: number): string {
  const n = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(amount);
  return `${n} pesos`;
}

function calendarDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

function list(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(TAGS[locale], { type: 'conjunction' }).format(items);
}

/** `hour` o'clock in the support time zone on `isoDay`, as the hour in `timeZone`. */
function hourIn(isoDay: string, hour: number, from: string, to: string): number {
  // Find the UTC instant of `hour`:00 in `from` on that day, then read the hour in `to`.
  const guess = new Date(`${isoDay}T${String(hour).padStart(2, '0')}:00:00Z`);
  const read = (d: Date, tz: string) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', hourCycle: 'h23' }).format(
        d,
      ),
    );
  const offset = read(guess, from) - hour;
  const instant = new Date(guess.getTime() - offset * 3_600_000);
  return read(instant, to);
}

function supportHoursText(locale: Locale): string {
  const { start, end, timeZone } = facts.supportHours.value;
  if (locale === 'en') {
    const h = (n: number) => (n === 12 ? '12 p.m.' : n > 12 ? `${n - 12} p.m.` : `${n} a.m.`);
    return `Monday to Friday, ${h(start)} to ${h(end)} US Central Time`;
  }
  // Mexico City keeps UTC−6 all year; US Central Time moves an hour in summer.
  const mx = 'America/Mexico_City';
  const winter = [
    hourIn('2026-01-15', start, timeZone, mx),
    hourIn('2026-01-15', end, timeZone, mx),
  ];
  const summer = [
    hourIn('2026-07-15', start, timeZone, mx),
    hourIn('2026-07-15', end, timeZone, mx),
  ];
  const h = (n: number) => `${n}:00`;
  const base = `de lunes a viernes, de ${h(winter[0]!)} a ${h(winter[1]!)}, hora de la Ciudad de México`;
  return winter[0] === summer[0]
    ? base
    : `${base} (de ${h(summer[0]!)} a ${h(summer[1]!)} mientras en Estados Unidos rige el horario de verano)`;
}

const WORDS = {
  en: {
    cents: (n: number) => `${n} cents`,
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    businessDays: (n: number) => (n === 1 ? 'one business day' : `${n} business days`),
    months: (n: number) => `${n} months`,
  },
  es: {
    cents: (n: number) => `${n} centavos de dólar`,
    days: (n: number) => (n === 1 ? '1 día' : `${n} días`),
    businessDays: (n: number) => (n === 1 ? 'un día hábil' : `${n} días hábiles`),
    months: (n: number) => `${n} meses`,
  },
} as const;

/** Sentences that state a policy the same way wherever it appears (FAQ, pricing, terms). */
function policies(locale: Locale, v: { refund: string; refundDays: number }) {
  return locale === 'en'
    ? {
        refundPolicy: `Paid plans come with a ${v.refundDays}-day money-back guarantee: if you ask within ${v.refund} of the first payment of a paid plan, we refund that payment in full. Renewals and later payments are not refundable, except where the law requires it.`,
        planChangePolicy:
          'Upgrades take effect immediately and we charge only the prorated difference for the rest of the billing period. Downgrades take effect at the end of the billing period you already paid for, so you keep your current features until then.',
        apiAvailability:
          'Our public API is in preparation and its reference is not published yet. Enterprise customers get integrations set up with our team and early access to the API when it opens.',
      }
    : {
        refundPolicy: `Los planes de pago tienen una garantía de devolución de ${v.refund}: si la pides dentro de los ${v.refund} siguientes al primer pago de un plan de pago, te devolvemos ese pago completo. Las renovaciones y los pagos posteriores no son reembolsables, salvo cuando la ley lo exija.`,
        planChangePolicy:
          'Si subes de plan, el cambio aplica de inmediato y solo cobramos la diferencia proporcional por lo que resta del periodo. Si bajas de plan, el cambio aplica al terminar el periodo que ya pagaste, y hasta entonces conservas tus funciones actuales.',
        apiAvailability:
          'Nuestra API pública está en preparación y su documentación aún no se publica. Los clientes del plan Empresarial reciben integraciones configuradas con nuestro equipo y acceso anticipado a la API cuando abra.',
      };
}

/**
 * Every fact, formatted for `locale`, keyed by the ICU argument name messages use. Pass it as
 * the values of `t(key, values)`, `t.rich` or `formatMessage`.
 */
export function factValues(locale: Locale): Record<string, string> {
  const w = WORDS[locale];
  const fee = facts.cardFeeExample.value;
  const feeAmount = Math.round(((fee.invoice * fee.percent) / 100) * 100 + fee.fixed * 100) / 100;
  const reminders = facts.reminderSchedule.value;
  const after = reminders.after.map(String);
  const refund = w.days(facts.refundWindowDays.value);
  const dates = facts.estimatedTaxDueDates.value.map((d) => calendarDate(locale, d));
  const phone = phoneFor(locale);
  return {
    nec1099Threshold: usd(locale, facts.nec1099Threshold.value),
    mileageRate: w.cents(facts.mileageRate.value * 100),
    socialSecurityWageBase: usd(locale, facts.socialSecurityWageBase.value),
    sepMaxContribution: usd(locale, facts.sepMaxContribution.value),
    k401ElectiveDeferral: usd(locale, facts.k401ElectiveDeferral.value),
    qbiThresholdSingle: usd(locale, facts.qbiThreshold.value.single),
    qbiThresholdJoint: usd(locale, facts.qbiThreshold.value.joint),
    estimatedTaxDueDates: list(locale, dates),
    estimatedTaxLastDueDate: dates[dates.length - 1]!,
    umaAnnual: pesos(facts.umaAnnual.value),
    personalDeductionCap: pesos(Math.round(facts.umaAnnual.value * 5)),
    lfpdpppPublished: calendarDate(locale, facts.lfpdppp.value.published),
    lfpdpppInForce: calendarDate(locale, facts.lfpdppp.value.inForce),
    arcoResponseTime: w.businessDays(facts.arcoResponseBusinessDays.value),
    arcoEffectTime: w.businessDays(facts.arcoEffectBusinessDays.value),
    ccpaResponseTime: w.days(facts.ccpaResponseDays.value),
    cardFeeRate: `${fee.percent}% + ${usd(locale, fee.fixed, true)}`,
    cardFeeExampleInvoice: usd(locale, fee.invoice),
    cardFeeExampleAmount: usd(locale, feeAmount, true),
    professionalPrice: usd(locale, facts.professionalPrice.value),
    mxIvaRate: percent(locale, facts.mxIvaRate.value),
    mxIvaBorderRate: percent(locale, facts.mxIvaBorderRate.value),
    mxIvaExportRate: percent(locale, facts.mxIvaExportRate.value),
    mxIsrHonorariosWithholding: percent(locale, facts.mxIsrHonorariosWithholding.value),
    mxIvaWithholdingRate: percent(
      locale,
      (facts.mxIvaRate.value * facts.mxIvaWithholdingFraction.value.numerator) /
        facts.mxIvaWithholdingFraction.value.denominator,
    ),
    mxResicoIsrWithholding: percent(locale, facts.mxResicoIsrWithholding.value),
    cfdiVersion: facts.cfdi.value.version,
    cfdiIncludedStamps: String(facts.cfdi.value.includedStampsPerMonth),
    freePrice: usd(locale, 0),
    freeClientLimit: String(facts.freeClientLimit.value),
    refundWindow: refund,
    reminderDaysBefore: String(reminders.before),
    reminderFirstOverdue: after[0]!,
    reminderSecondOverdue: after[1]!,
    reminderFinalOverdue: after[2]!,
    reminderSchedule:
      locale === 'en'
        ? `${w.days(reminders.before)} before the due date, on the due date, and ${list(locale, after)} days after it`
        : `${w.days(reminders.before)} antes del vencimiento, el mismo día del vencimiento y ${list(locale, after)} días después`,
    supportHours: supportHoursText(locale),
    responseTime: w.businessDays(facts.responseBusinessDays.value),
    deletionLinkValidity: w.days(facts.deletionLinkValidDays.value),
    deletionRecordRetention: w.months(facts.deletionRecordMonths.value),
    deliveredMessageRetention: w.days(facts.deliveredMessageRetentionDays.value),
    rateLimitRetention: w.days(facts.rateLimitRetentionDays.value),
    supportEmail: facts.emails.value.support,
    salesEmail: facts.emails.value.sales,
    legalEmail: facts.emails.value.legal,
    privacyEmail: facts.emails.value.privacy,
    dpoEmail: facts.emails.value.dpo,
    phone: phone.display,
    ...policies(locale, { refund, refundDays: facts.refundWindowDays.value }),
  };
}
