/**
 * The facts registry: every figure on the site that changes with time, law or company policy
 * (tax thresholds and rates, deadlines, limits, fees, prices, plan rules, support hours and
 * company contacts) lives here once, with the period it applies to and where it can be checked.
 *
 * This file holds data only. Messages never write these figures out: they name them as ICU
 * arguments (`{nec1099Threshold}`, `{professionalPrice}`, …) and every page formats its messages
 * with `factValues(locale)` (src/content/fact-messages.ts), so one edit here updates every
 * article, legal text, FAQ and page in both languages. The sentences and units those arguments
 * are written with (a policy, the support hours, "3 days") are messages of the `facts` namespace
 * (locales/<tag>/facts.json), where translators see them; numbers, money, dates and lists are
 * formatted by src/i18n/format.ts.
 *
 * A dated fact (a tax year) gets its successor in `next` once the authority publishes it; the
 * value shown is the one in force on the day the page is rendered (pages showing facts regenerate
 * daily). A period that has ended with no successor is shown with a qualifier that stays true
 * whether or not the authority has published the next figure ("the 2026 figure; check irs.gov for
 * 2027"), never silently as current.
 * `tests/unit/facts.test.ts` fails when a fact ends within 30 days with neither, and when a message
 * states one of these figures literally.
 *
 * How to review a fact: check its `source`; when a new period's value is published, add it as
 * `next` (value, validFrom, validUntil, source) and run `npx vitest run tests/unit`.
 *
 * Review of 2026-11-23: only the LFPDPPP publication date could be checked against the official
 * page itself (the DOF). For every other figure below the official page was not at hand, so the
 * value rests on consistent secondary reports and the texts that state it tell readers where to
 * confirm it (the comment of each fact says what was and was not checked). Check those sources
 * first at the next review.
 */
import type { Locale } from '@/i18n/routing';
import { lastPeriod, periodOn } from './fact-periods';
import { invoiceTaxFacts } from './invoice-tax-facts';
import { cfdiPrintFacts } from './cfdi-print-facts';
import { cfdiPaymentFacts } from './cfdi-payment-facts';
import banxicoFixFile from './banxico-fix.json';
import {
  CLABE_BANKS,
  CLABE_BANKS_READ_ON,
  CLABE_BANKS_READ_ON_SOURCE,
  CLABE_BANKS_SOURCE,
} from './clabe-banks';

export interface Fact<V> {
  value: V;
  /** First day the value applies, ISO `YYYY-MM-DD`. */
  validFrom: string;
  /** Last day the value is known to apply (`null`: company policy, until we change it). */
  validUntil: string | null;
  /** Where the value can be checked: an official page, or the site page that states the policy. */
  source: string;
  /**
   * A stand-in the company must replace before launch (`npm run ops -- preflight` lists every one
   * and fails in production while any remains): what to put in its place.
   */
  placeholder?: string;
  /** The value of the period that follows this one, once its source has published it. */
  next?: Fact<V>;
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
   * Form 1099-K (IRC 6050W): the payment settlement entity reports what it settles for a payee. A
   * card processor (merchant acquiring entity) reports payment card transactions whatever their
   * amount; a third-party settlement organization (payment apps, online marketplaces) files only
   * when a payee's payments in the calendar year exceed `amount` in more than `transactions`
   * transactions (IRC 6050W(e)). The One Big Beautiful Bill Act (sec. 70432) restored these
   * thresholds retroactively, as if the American Rescue Plan Act's $600 (and the IRS's transition
   * thresholds of $5,000 for 2024 and $2,500 for 2025) had never applied; IRS Fact Sheet 2025-08 of
   * October 23, 2025 says so. Not indexed. Checked against the statute's definitions and consistent
   * reports of the fact sheet (tax firms, RSM), not on irs.gov itself.
   */
  form1099KThreshold: {
    value: { amount: 20000, transactions: 200 },
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.irs.gov/businesses/understanding-your-form-1099-k',
  },
  /**
   * IRS standard mileage rate for business use, in dollars per mile, as announced for January 1,
   * 2026 (IRS Notice 2026-10, IR-2025-128). Not checked against irs.gov: tax press and firms
   * report 72.5 cents. Unofficial tools also report a mid-year increase to 76 cents from July 1,
   * 2026 ("Announcement 2026-11"), which no official page at hand confirms, so the article gives
   * this rate as the one announced for the start of 2026 and sends readers to the IRS page for the
   * rate of the dates they drove. If the IRS confirms a mid-year change, end this fact on
   * 2026-06-30 and add the second-half rate as its own fact. `notice` is the IRS notice that
   * announced the rate, named next to it in the article.
   */
  mileageRate: {
    value: { dollarsPerMile: 0.725, notice: 'Notice 2026-10' },
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
    // 2027: the base announced with the 2027 COLA could not be read on ssa.gov or in another
    // primary source from here; until it is, 2027 shows the 2026 figure with its qualifier.
  },
  /**
   * Self-employment tax (IRC 1401): 12.4 % for Social Security up to the wage base, 2.9 % for
   * Medicare on all net earnings, 15.3 % together, plus the 0.9 % Additional Medicare Tax above
   * its thresholds (IRC 1401(b)(2)); figured on 92.35 % of net profit (IRC 1402(a)(12)), owed when
   * net earnings are $400 or more (IRC 6017). Statutory, not indexed.
   */
  selfEmploymentTax: {
    value: {
      socialSecurity: 12.4,
      medicare: 2.9,
      additionalMedicare: 0.9,
      netEarningsShare: 92.35,
      minimumEarnings: 400,
    },
    validFrom: '2013-01-01',
    validUntil: null,
    source:
      'https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes',
  },
  /** Share of business meals a business may deduct (IRC 274(k) and (n)). Statutory. */
  mealsDeductiblePercent: {
    value: 50,
    validFrom: '2023-01-01',
    validUntil: null,
    source: 'https://www.irs.gov/publications/p463',
  },
  /**
   * Startup costs (IRC 195(b)(1)(A)): up to this many dollars deducted in the year the business
   * begins, reduced by the startup costs over $50,000; the rest amortized over 180 months. Not
   * indexed. Checked against consistent secondary reports citing the section and IRS Publication
   * 535, not on irs.gov itself.
   */
  startupCostsDeduction: {
    value: 5000,
    validFrom: '2010-01-01',
    validUntil: null,
    source: 'https://www.irs.gov/publications/p535',
  },
  /**
   * Estimated tax: no penalty when the tax owed with the return, after withholding and credits, is
   * less than this many dollars (IRC 6654(e)(1)), so those who expect to owe this much or more
   * generally pay estimated tax. Not indexed. Checked against consistent secondary reports of the
   * IRS's own wording ("$1,000 or more when you file"), not on irs.gov itself.
   */
  estimatedTaxMinimum: {
    value: 1000,
    validFrom: '1998-01-01',
    validUntil: null,
    source: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },
  /**
   * De minimis safe harbor for taxpayers without an applicable financial statement: items costing
   * up to this many dollars each may be expensed (Treas. Reg. 1.263(a)-1(f)(1)(ii)(D), raised by
   * Notice 2015-82 for tax years from 2016). Not indexed.
   */
  deMinimisSafeHarbor: {
    value: 2500,
    validFrom: '2016-01-01',
    validUntil: null,
    source:
      'https://www.irs.gov/businesses/small-businesses-self-employed/tangible-property-final-regulations',
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
   * Section 199A (QBI) taxable-income threshold for 2026 (Rev. Proc. 2025-32): $403,500 for joint
   * returns, $201,775 for married filing separately and $201,750 for every other return. Not
   * checked against the revenue procedure itself: secondary reports agree on the joint and single
   * amounts; the separate-return amount follows the pattern of earlier years (it was $164,925 when
   * single filers had $164,900 in 2021). The article calls the figures approximate and links the
   * IRS. From 2026 the 2025 law (OBBBA) widened the phase-in range above the threshold from
   * $50,000 to $75,000 ($100,000 to $150,000 joint); the article mentions the change without the
   * amounts. `procedure` is the document that publishes the period's amounts.
   */
  qbiThreshold: {
    value: {
      single: 201750,
      marriedSeparate: 201775,
      joint: 403500,
      procedure: 'Rev. Proc. 2025-32',
    },
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

  /**
   * Safe harbor of the estimated-tax penalty (IRC 6654(d)(1)(B) and (C)): no penalty when the
   * payments of the year reach this percentage of last year's total tax, or the higher one when
   * last year's adjusted gross income was over the threshold ($75,000, half of it, for married
   * filing separately; not stated on the site). Statutory, not indexed, unchanged since tax years
   * after 2002. Checked against consistent secondary reports, not on irs.gov itself.
   */
  estimatedTaxSafeHarbor: {
    value: { percent: 100, highIncomePercent: 110, agiThreshold: 150000 },
    validFrom: '2003-01-01',
    validUntil: null,
    source: 'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
  },
  /**
   * Simplified method of the home-office deduction (Rev. Proc. 2013-13, tax years from 2013):
   * this many dollars per square foot of the office, up to this many square feet (a maximum of
   * $1,500). Not indexed. Checked against consistent secondary reports, not on irs.gov itself.
   */
  homeOfficeSimplified: {
    value: { dollarsPerSquareFoot: 5, maxSquareFeet: 300 },
    validFrom: '2013-01-01',
    validUntil: null,
    source:
      'https://www.irs.gov/businesses/small-businesses-self-employed/simplified-option-for-home-office-deduction',
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
   * A deductible expense over this many pesos must be paid by transfer, nominative check, card or
   * authorized e-wallet, not in cash (LISR art. 27, frac. III); fuel always so.
   */
  mxCashPaymentLimit: {
    value: 2000,
    validFrom: '2014-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
  /**
   * Cars: deducted at 25 % a year (LISR art. 34, frac. VI), on at most this many pesos of cost per
   * vehicle, and more for electric or hybrid cars (LISR art. 36, frac. II).
   */
  mxCarDeduction: {
    value: { annualRate: 25, cap: 175000, electricCap: 250000 },
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
  /**
   * Figures of the Ley del ISR the Spanish deductions article states (personas físicas with
   * business or professional income): restaurant meals paid by card are deductible at 8.5 % (art.
   * 28, frac. XX: 91.5 % is not deductible); office furniture is deducted at 10 % a year (art. 34,
   * frac. III) and computers, printers and servers at 30 % (art. 34, frac. VII); voluntary
   * retirement contributions up to 10 % of the year's taxable income, within five annual UMAs (art.
   * 151, frac. V); the annual tariff's top rate is 35 % (art. 152). Read on a copy of the law's
   * text as the Cámara de Diputados published it (last reform DOF 2024-04-01), except the top rate,
   * whose table that copy did not render (consistent secondary reports). Prescription lenses: up to
   * 2,500 pesos a person a year (art. 151, frac. I, with the amount set by the regulation, RLISR
   * art. 264), not checked against the regulation's text.
   */
  mxIsrDeductionRules: {
    value: {
      restaurantPercent: 8.5,
      furnitureRate: 10,
      computerRate: 30,
      retirementSharePercent: 10,
      topRate: 35,
      lensesCap: 2500,
    },
    validFrom: '2014-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },
  /**
   * Interest a debtor owes on a commercial debt paid late when none was agreed: 6 % a year (Código
   * de Comercio, art. 362). Read on a copy of the code's text as the Cámara de Diputados publishes
   * it.
   */
  mxCommercialLegalInterest: {
    value: 6,
    validFrom: '1890-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/CCom.pdf',
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
   * Days a responsible party has to tell the requester its decision on an ARCO request, counted
   * from the day it receives the request (LFPDPPP of 2025, art. 31, first paragraph), and they are
   * business days: the law defines every "días" it uses as días hábiles (art. 2, fraction VIII).
   * Each period of art. 31 may be extended once by an equal period when the circumstances justify
   * it (second paragraph). Read on a copy of the law's text as the Cámara de Diputados publishes it
   * (last reform DOF 2025-11-14).
   */
  arcoResponseBusinessDays: {
    value: 20,
    validFrom: '2025-03-21',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPDPPP.pdf',
  },
  /**
   * Business days, after the decision is communicated, to carry out a granted ARCO request
   * (LFPDPPP art. 31, with art. 2, fraction VIII; read as above).
   */
  arcoEffectBusinessDays: {
    value: 15,
    validFrom: '2025-03-21',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPDPPP.pdf',
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

  // ── Published studies behind the home page's figures ──────────────────────────────────────
  /**
   * PYMNTS and American Express, B2B Payments Innovation Readiness (survey of 460 businesses):
   * days sales outstanding of 52 days at firms with little or no automation of receivables, 12 fewer
   * (40) at firms with moderately to highly automated ones: 23 % less (manual firms wait 30 %
   * longer). The survey is of 2020 (the report of September 2020 and the playbook of December
   * 2020); read on PYMNTS's 2021 article about the playbook.
   */
  studyDaysToPay: {
    value: {
      publisher: 'PYMNTS, American Express',
      published: '2021',
      surveyed: '2020',
      daysManual: 52,
      daysAutomated: 40,
    },
    validFrom: '2021-01-01',
    validUntil: null,
    source:
      'https://www.pymnts.com/news/b2b-payments/2021/firms-that-rely-on-manual-processes-take-67-more-time-to-follow-up-on-overdue-payments/',
  },
  /**
   * The same survey (2020): among firms that had automated their receivables, 80% cited improved
   * team efficiency (87% faster processing, 72% lower operating costs). Read on PYMNTS's 2021
   * article.
   */
  studyTeamEfficiency: {
    value: {
      publisher: 'PYMNTS, American Express',
      published: '2021',
      surveyed: '2020',
      percent: 80,
    },
    validFrom: '2021-01-01',
    validUntil: null,
    source:
      'https://www.pymnts.com/news/b2b-payments/2021/87-pct-firms-say-ar-automation-speeds-processing/',
  },

  // ── Invoice taxes ─────────────────────────────────────────────────────────────────────────
  ...invoiceTaxFacts,
  // ── CFDI payments (PUE and PPD) ───────────────────────────────────────────────────────────
  ...cfdiPaymentFacts,

  // ── CFDI printed representation ─────────────────────────────────────────────────────────
  ...cfdiPrintFacts,

  /**
   * RESICO for personas físicas (LISR art. 113-E, in force since 2022): the monthly ISR rate, in
   * basis points of the income actually received in the month with no deductions, for income up
   * to each limit in pesos; and the yearly income (previous year's) above which the regime is not
   * available. Checked against the article's table as reproduced by a legal compendium and
   * accounting firms (the official PDF was not at hand).
   */
  mxResicoRates: {
    value: {
      brackets: [
        { upTo: 25000, rate: 100 },
        { upTo: 50000, rate: 110 },
        { upTo: 83333.33, rate: 150 },
        { upTo: 208333.33, rate: 200 },
        { upTo: 3500000, rate: 250 },
      ],
      annualIncomeCap: 3500000,
    },
    validFrom: '2022-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf',
  },

  // ── Payments: an example rate, not Invoxa's price ─────────────────────────────────────────
  /** A typical US online card-processing rate, used in worked examples. */
  cardFeeExample: {
    value: { percent: 2.9, fixed: 0.3, invoice: 2000 },
    validFrom: '2026-11-23',
    validUntil: null,
    source: 'https://stripe.com/pricing',
  },

  /**
   * The usual range of card-processing fees in Mexico, before IVA, in percent of the payment
   * (published rates of the large processors, e.g. Stripe Mexico 3.6% + MXN 3, ranged with
   * lower negotiated and higher installment rates). The one range every Spanish text gives.
   */
  mxCardFeeRange: {
    value: { low: 2.5, high: 4 },
    validFrom: '2026-11-23',
    validUntil: null,
    source: 'https://stripe.com/mx/pricing',
  },

  // ── Invoxa: plans and policies ────────────────────────────────────────────────────────────
  /**
   * Professional plan, a month, before taxes. Charged in US dollars in both countries
   * (docs/decisions/prices-and-taxes.md): US visitors see this price and that sales tax may be
   * added; Mexican visitors see the total with IVA (`mxIvaRate`) included, as LFPC art. 7 Bis
   * requires. The pricing card (src/content/plans.ts), FAQ, meta description and terms read it.
   */
  professionalPrice: { value: { amount: 29, currency: 'USD' }, ...POLICY, source: '/pricing' },
  /**
   * The exchange rate the Spanish pricing page converts the Professional price with, to show an
   * indicative amount in pesos beside the dollars charged: Banco de México's FIX (pesos per US
   * dollar), stated with the day Banxico determined it. Banxico determines the FIX at noon of each
   * banking day and the DOF publishes it the next banking day, so a FIX published in the DOF on a
   * given day is the one of the banking day before: the pages name the day it was determined
   * ("FIX que el Banco de México determinó el 26 de diciembre de 2025"), never the DOF's.
   *
   * The rate, its day and its source live in `banxico-fix.json` beside this file, which
   * `npm run ops -- set-fix <rate> --date YYYY-MM-DD --source URL` writes (pages are built
   * statically: a new FIX reaches them with the next build). `npm run ops -- preflight` fails when
   * it is older than `FIX_MAX_AGE_DAYS`. While `readOnSource` is false it is also a placeholder: the
   * value of 2025-12-26 was read in press reports, not on Banxico's series SF43718. Those reports
   * gave it as the FIX "published" that day, but in them the rate for obligations in dollars of each
   * day (the FIX of the banking day before, as the DOF publishes it) equals the FIX they gave for
   * the banking day before: their FIX of a day is the one determined that day.
   */
  banxicoFix: {
    value: { pesosPerDollar: banxicoFixFile.pesosPerDollar, determined: banxicoFixFile.determined },
    validFrom: banxicoFixFile.determined,
    validUntil: null,
    source: banxicoFixFile.source,
    ...(banxicoFixFile.readOnSource
      ? {}
      : {
          placeholder:
            "a recent Banxico FIX (pesos per dollar) and the day it was determined, read on Banxico's series SF43718 and set with `npm run ops -- set-fix`",
        }),
  },
  /**
   * The bank a CLABE's first three digits name: Banxico's catalogue of SPEI participants, kept in
   * ./clabe-banks.ts (codes, names and the sources each was read in), which the invoice generator
   * reads beside the CLABE field. Banxico's page could not be read from here: until its codes are
   * checked there (`CLABE_BANKS_READ_ON_SOURCE`), the catalogue is on the launch checklist. Banks
   * join and leave SPEI: reviewed six months after it was read.
   */
  mxClabeBanks: {
    value: CLABE_BANKS,
    validFrom: CLABE_BANKS_READ_ON,
    validUntil: '2027-05-27',
    source: CLABE_BANKS_SOURCE,
    ...(CLABE_BANKS_READ_ON_SOURCE
      ? {}
      : {
          placeholder:
            "the CLABE bank codes of src/content/clabe-banks.ts checked against Banxico's catalogue of SPEI participants (then set CLABE_BANKS_READ_ON_SOURCE)",
        }),
  },
  /**
   * Charging IVA to customers in Mexico presumes that Invoxa, Inc. is registered with the SAT as a
   * foreign provider of digital services (LIVA art. 18-D, frac. I) and that the Professional plan is
   * one of the digital services of art. 18-B. The pages say IVA is added for customers in Mexico;
   * the registration is a launch task until confirmed. A registered provider offers and charges the
   * IVA shown separately (frac. II) and, when the customer asks, issues and sends a receipt of each
   * payment with the IVA shown separately (frac. V): the terms ("Taxes on our fees") and the pricing
   * note (`price.taxNote` of the facts messages) say so. Checked against a copy of the law's text as
   * the Cámara de Diputados published it after the reform of DOF 2021-11-12; confirm the wording
   * on the current text (the source below) at the next review.
   */
  mxDigitalServicesRegistration: {
    value: { law: 'LIVA art. 18-D' },
    ...POLICY,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf',
    placeholder:
      "the SAT's confirmation that Invoxa, Inc. is registered as a foreign digital-services provider (LIVA art. 18-D) and collects IVA from customers in Mexico",
  },
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
   * CFDI in Mexico: on the plans listed, the customer issues CFDI (version below) through Invoxa,
   * sealed with the customer's own CSD and stamped by an authorized certification provider (PAC)
   * partner (the terms, section "Invoices and tax compliance"). The Professional plan includes this
   * many stamps (timbres) a month at no extra cost; Enterprise volumes are agreed in the contract.
   * Documents made on the Free plan or with the free invoice generator are not CFDI. Every page,
   * article, image, legal text and the generator state this through `common.cfdi`.
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
  /**
   * A CFDI is required for every income, not only when the client wants to deduct: the Código
   * Fiscal de la Federación (art. 29) makes the taxpayer issue a CFDI for the income it receives;
   * the Ley del ISR repeats the duty for personas físicas with business and professional activities
   * (art. 110, frac. III) and for RESICO (art. 113-G, frac. II). A client abroad is identified with
   * the generic RFC for foreign residents and the general public with its own generic RFC (CFF art.
   * 29-A, frac. IV; Resolución Miscelánea Fiscal). Without a CFDI the client can neither deduct the
   * expense (LISR art. 27, frac. III) nor credit the IVA it paid (LIVA art. 5, frac. II).
   */
  cfdiRequired: {
    value: { foreignRfc: 'XEXX010101000', publicRfc: 'XAXX010101000' },
    validFrom: '2014-01-01',
    validUntil: null,
    source: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/CFF.pdf',
  },
  /**
   * How the application protects accounts and data, stated the same way on the home page, the
   * contact FAQ, the articles and the privacy policy: connections use TLS of at least this
   * version, stored data is encrypted with this cipher, two-factor sign-in is an option every
   * account can turn on in its security settings, and card details are entered on and kept by the
   * payment processor, never stored by Invoxa. These are claims about the application, which
   * nothing in this repository can show: they stay on the launch checklist until the team that
   * runs the application confirms each one.
   */
  security: {
    value: { tlsMinVersion: '1.2', encryptionAtRest: 'AES-256', twoFactor: 'optional' },
    ...POLICY,
    source: '/privacy-policy',
    placeholder:
      "the application team's confirmation of each measure: TLS 1.2 or higher on every connection, AES-256 encryption of stored data, two-factor sign-in available to every account",
  },
  /** Days a closed account's invoices and client data stay available for export, then deleted. */
  accountExportWindowDays: { value: 30, ...POLICY, source: '/terms-of-service' },
  /**
   * The authorized PAC that stamps the CFDI issued on the stamping plans. Not named yet: the
   * contract with it is a launch task; the texts speak of "an authorized PAC we work with".
   */
  pacPartner: {
    value: { name: null as string | null },
    ...POLICY,
    source: '/privacy-policy',
    placeholder: 'the PAC partner under contract: its name (and the texts that should name it)',
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
    value: { days: 'weekdays', start: 9, end: 18, timeZone: 'America/Chicago' },
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
  /**
   * Contact-form, live-chat and sales-contact records are deleted this many months after the
   * person's last contact: the newest of those records holding their address.
   */
  leadRetentionMonths: { value: 24, ...POLICY, source: '/privacy-policy' },
  /** A newsletter sign-up is deleted within this many days of the person unsubscribing. */
  unsubscribedSignupDeletionDays: { value: 1, ...POLICY, source: '/privacy-policy' },
  /** A newsletter sign-up's confirmation link is valid this long; unconfirmed sign-ups then go. */
  newsletterConfirmationDays: { value: 7, ...POLICY, source: '/privacy-policy' },
  /** Confirmation e-mails one address can be sent in a day, however many sign-ups name it. */
  newsletterConfirmationMailsPerDay: { value: 3, ...POLICY, source: '/privacy-policy' },

  // ── Company identity and contacts ─────────────────────────────────────────────────────────
  /** The legal entity that runs the site and the service, and its postal address. */
  company: {
    value: {
      legalName: 'Invoxa, Inc.',
      address: {
        street: '548 Market St, Suite 36490',
        locality: 'San Francisco',
        region: 'CA',
        postalCode: '94104',
        country: 'US',
      },
    },
    ...POLICY,
    source: '/privacy-policy',
    placeholder: 'the registered legal entity and the postal address where it receives mail',
  },
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
    placeholder: 'mailboxes on a domain the company controls, each read by the team it names',
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
    placeholder: 'staffed US and Mexican phone lines (fictional numbers until then)',
  },
} as const satisfies Record<string, Fact<unknown>>;

export type FactKey = keyof typeof facts;

/**
 * Worked examples the articles compute from the facts (not facts themselves): the subtotal in
 * pesos of the fee invoices whose IVA, withholdings and net the articles state (`{withholdingGuideNet}`,
 * …), and the office of the home-office example. The amounts are computed from the registry, so
 * they stay right when a rate changes.
 */
export const workedExamples = {
  withholding: { guide: 20000, tips: 18000, glossary: 10000 },
  /** The laptop of the Spanish deductions article, in pesos before IVA. */
  laptopPesos: 30000,
  homeOfficeSquareFeet: 200,
} as const;

/** The study behind each figure of the home page's stats band, in the order of its items. */
export const homeStatSources = ['studyDaysToPay', 'studyTeamEfficiency'] as const;

// ── Periods ───────────────────────────────────────────────────────────────────────────────────

type FactValue<K extends FactKey> = (typeof facts)[K]['value'];

/** The last period of a fact the registry knows (its latest published successor). */
export function latestPeriod(key: FactKey): Fact<unknown> {
  return lastPeriod<unknown>(facts[key]) as Fact<unknown>;
}

/**
 * The period of a fact in force on `today` (ISO date), and whether it has ended with no published
 * successor (`stale`: shown as the figure of its period, with a qualifier).
 */
export function factOn<K extends FactKey>(
  key: K,
  today: string,
): { entry: Fact<FactValue<K>>; stale: boolean } {
  let entry: Fact<unknown> = facts[key];
  while (entry.next && entry.next.validFrom <= today) entry = entry.next;
  return {
    entry: entry as Fact<FactValue<K>>,
    stale: entry.validUntil !== null && entry.validUntil < today,
  };
}

/** Facts whose last known period has ended on `today` (ISO date): each needs a successor. */
export function expiredFacts(today: string): FactKey[] {
  return (Object.keys(facts) as FactKey[]).filter((key) => {
    const until = latestPeriod(key).validUntil;
    return until !== null && until < today;
  });
}

/** What the registry can say of a fact on one day (`factInForceOn`). */
export interface FactInForce<V> {
  /** The value of the period that covers the day, else of the nearest period recorded. */
  value: V;
  /**
   * Whether a recorded period covers the day: false before the first period starts and after the
   * last one ends (a rate past its decree, a figure whose next period is not recorded yet).
   */
  confirmed: boolean;
  /** The first day of the period whose value is given. */
  validFrom: string;
  /** The last day the registry confirms the fact, over every recorded period (null: no end). */
  lastConfirmedDay: string | null;
  /** Where the value given can be checked. */
  source: string;
}

/**
 * A fact as it applies on `isoDate` (`YYYY-MM-DD`), say a document's date: the value of the
 * recorded period that covers the day, or, when none does, the nearest period's value with
 * `confirmed: false`, so that a caller need never apply a value past its last confirmed day
 * without asking (the invoice generator, for the border rate on a document's date).
 * Throws a RangeError for a day that is not an ISO date.
 */
export function factInForceOn<K extends FactKey>(
  key: K,
  isoDate: string,
): FactInForce<FactValue<K>> {
  return periodOn<unknown>(facts[key], isoDate) as FactInForce<FactValue<K>>;
}

/**
 * Days a Banxico FIX may be old before `npm run ops -- preflight` fails: a monthly refresh (the
 * registry's review rhythm) with two weeks to spare. The peso amount is indicative and dated on the
 * page, and the charge is in dollars, so a month-old rate misleads no one; one much older would
 * give an amount a visitor's bank no longer comes near.
 */
export const FIX_MAX_AGE_DAYS = 45;

/** Whole days from the day the FIX was determined to `today` (ISO dates). */
export function fixAgeDays(today: string): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  return Math.round(day(today) - day(facts.banxicoFix.value.determined));
}

/** Facts that still hold a stand-in to replace before launch, with what to put in their place. */
export function launchPlaceholders(): { key: FactKey; replaceWith: string; value: unknown }[] {
  return (Object.keys(facts) as FactKey[]).flatMap((key) => {
    const fact: Fact<unknown> = facts[key];
    return fact.placeholder ? [{ key, replaceWith: fact.placeholder, value: fact.value }] : [];
  });
}

/** The phone number shown to visitors of `locale`. */
export function phoneFor(locale: Locale): { display: string; tel: string } {
  return facts.phones.value[locale];
}
