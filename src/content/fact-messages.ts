import { cache } from 'react';
import { createTranslator } from 'use-intl/core';
import {
  factFormats,
  formatBasisPoints,
  formatDate,
  formatList,
  formatAmount,
  formatMonth,
  formatNumber,
  formatPesos,
  formatRegion,
  zonedHour,
} from '@/i18n/format';
import { loadMessages, type MessageTree } from '@/i18n/messages';
import { localeTags, type Locale } from '@/i18n/routing';
import type sentencesTree from '../../locales/en-US/facts.json';
import { factOn, facts, phoneFor, workedExamples, type FactKey } from './facts';

/** Today's date (UTC), ISO `YYYY-MM-DD`: the day whose facts a page rendered now shows. */
export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The time zone each locale's visitors read the support hours in (English: the support's own). */
const HOURS_TIME_ZONE = {
  en: facts.supportHours.value.timeZone,
  es: 'America/Mexico_City',
} as const satisfies Record<Locale, string>;

/** The host of a source address, as a reader would type it: "irs.gov". */
function sourceName(source: string): string {
  return source.startsWith('https://') ? new URL(source).hostname.replace(/^www\./, '') : source;
}

function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface FormattedFacts {
  /** Every fact, formatted, keyed by the ICU argument name messages use. */
  values: Record<string, string>;
  /** The facts shown with the qualifier of an ended period (no successor published yet). */
  qualified: FactKey[];
}

/**
 * Every fact as it reads on `today` in `locale`: numbers, money, dates and lists through the i18n
 * formatters, words and sentences from the `facts` messages (`sentences`, that namespace's tree).
 */
export function formatFacts(locale: Locale, sentences: MessageTree, today: string): FormattedFacts {
  const t = createTranslator({
    locale: localeTags[locale],
    messages: { facts: sentences as unknown as typeof sentencesTree },
    namespace: 'facts',
    formats: factFormats,
    timeZone: HOURS_TIME_ZONE[locale],
  });
  const qualified = new Set<FactKey>();

  /** A dated fact's value on `today`, qualified when its period has ended without a successor. */
  function dated<K extends FactKey>(
    key: K,
    format: (value: (typeof facts)[K]['value']) => string,
  ): string {
    const { entry, stale } = factOn(key, today);
    const text = format(entry.value);
    if (!stale || entry.validUntil === null) return text;
    qualified.add(key);
    return t('stale', {
      value: text,
      year: entry.validFrom.slice(0, 4),
      nextYear: dayAfter(entry.validUntil).slice(0, 4),
      source: sourceName(entry.source),
    });
  }

  /** A rate set by a decree: its value, the decree's last day confirmed, and where to confirm. */
  function decree<K extends FactKey>(
    key: K,
    format: (value: (typeof facts)[K]['value']) => string,
  ): string {
    const { entry, stale } = factOn(key, today);
    if (stale) qualified.add(key);
    const until = entry.validUntil === null ? null : formatDate(entry.validUntil, locale);
    const text = format(entry.value);
    return until === null ? text : t('decree', { value: text, until });
  }

  /** The first day of a fact's period in force on `today`: its year and date name that period. */
  const periodStart = (key: FactKey) => factOn(key, today).entry.validFrom;

  const usd = (amount: number, cents = false) => formatAmount(amount, 'USD', locale, { cents });
  const days = (count: number) => t('units.days', { count });
  const businessDays = (count: number) => t('units.businessDays', { count });
  const pesos = (amount: number) => t('units.pesos', { amount });
  const date = (iso: string) => formatDate(iso, locale);
  const number = (n: number) => formatNumber(locale, n);

  const fee = facts.cardFeeExample.value;
  const feeAmount = Math.round(((fee.invoice * fee.percent) / 100) * 100 + fee.fixed * 100) / 100;
  const reminders = facts.reminderSchedule.value;
  const hours = facts.supportHours.value;
  const at = (isoDay: string, hour: number) => zonedHour(isoDay, hour, hours.timeZone);
  // US Central Time moves an hour in summer and Mexico City does not: Spanish states both.
  const winter = [at('2026-01-15', hours.start), at('2026-01-15', hours.end)] as const;
  const summer = [at('2026-07-15', hours.start), at('2026-07-15', hours.end)] as const;
  const price = facts.professionalPrice.value;
  const vatRate = facts.mxIvaRate.value;
  const priceCents = Math.round(price.amount * 100);
  const totalCents = Math.round((priceCents * (10_000 + vatRate)) / 10_000);
  const money = (cents: number) =>
    formatAmount(cents / 100, price.currency, locale, { cents: cents % 100 !== 0 });
  const fix = facts.banxicoFix.value;
  const priceArgs = {
    price: money(priceCents),
    total: money(totalCents),
    vat: money(totalCents - priceCents),
    vatRate: formatBasisPoints(locale, vatRate),
    // Indicative only: the total in whole pesos at the FIX of the date stated beside it.
    pesos: t('units.pesos', { amount: Math.round((totalCents * fix.pesosPerDollar) / 100) }),
    fixRate: new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 4 }).format(
      fix.pesosPerDollar,
    ),
    // The day Banxico determined the FIX (the DOF publishes it the next banking day).
    fixDate: formatDate(fix.determined, locale),
  };
  const phone = phoneFor(locale);

  // Mexican invoice taxes: rates in basis points, the IVA withheld as a fraction of the IVA.
  const percent = (bp: number) => formatBasisPoints(locale, bp);
  const ivaFraction = facts.mxIvaWithholdingFraction.value;
  const resico = facts.mxResicoRates.value;
  /** IVA, withholdings and net of a fee invoice of `subtotal` pesos, computed in cents. */
  const feeInvoice = (name: string, subtotal: number) => {
    const cents = Math.round(subtotal * 100);
    const share = (bp: number) => Math.round((cents * bp) / 10_000);
    const iva = share(vatRate);
    const ivaWithheld = Math.round((iva * ivaFraction.numerator) / ivaFraction.denominator);
    const isr = share(facts.mxIsrHonorariosWithholding.value);
    const resicoIsr = share(facts.mxResicoIsrWithholding.value);
    const pesos = (c: number) => formatPesos(locale, c / 100);
    return {
      [`${name}Subtotal`]: pesos(cents),
      [`${name}Iva`]: pesos(iva),
      [`${name}IvaWithheld`]: pesos(ivaWithheld),
      [`${name}IsrWithheld`]: pesos(isr),
      [`${name}Net`]: pesos(cents + iva - isr - ivaWithheld),
      [`${name}ResicoIsrWithheld`]: pesos(resicoIsr),
      [`${name}ResicoNet`]: pesos(cents + iva - resicoIsr - ivaWithheld),
    };
  };
  const examples = workedExamples.withholding;
  const office = facts.homeOfficeSimplified.value;
  const safeHarbor = facts.estimatedTaxSafeHarbor.value;
  const mxCardFees = facts.mxCardFeeRange.value;
  const isrRules = facts.mxIsrDeductionRules.value;
  const company = facts.company.value;

  const values: Record<string, string> = {
    nec1099Threshold: dated('nec1099Threshold', (v) => usd(v)),
    form1099KThreshold: usd(facts.form1099KThreshold.value.amount),
    form1099KTransactions: number(facts.form1099KThreshold.value.transactions),
    mileageRate: dated('mileageRate', (v) =>
      t('units.cents', { count: Math.round(v.dollarsPerMile * 1000) / 10 }),
    ),
    mileageRateNotice: factOn('mileageRate', today).entry.value.notice,
    mileageRateFrom: date(periodStart('mileageRate')),
    socialSecurityWageBase: dated('socialSecurityWageBase', (v) => usd(v)),
    sepMaxContribution: dated('sepMaxContribution', (v) => usd(v)),
    k401ElectiveDeferral: dated('k401ElectiveDeferral', (v) => usd(v)),
    qbiThresholdSingle: dated('qbiThreshold', (v) => usd(v.single)),
    qbiThresholdJoint: dated('qbiThreshold', (v) => usd(v.joint)),
    qbiThresholdProcedure: factOn('qbiThreshold', today).entry.value.procedure,
    estimatedTaxDueDates: dated('estimatedTaxDueDates', (v) => formatList(locale, v.map(date))),
    estimatedTaxLastDueDate: dated('estimatedTaxDueDates', (v) => date(v[v.length - 1]!)),
    estimatedTaxSafeHarborPercent: percent(safeHarbor.percent * 100),
    estimatedTaxSafeHarborHighIncomePercent: percent(safeHarbor.highIncomePercent * 100),
    estimatedTaxSafeHarborAgi: usd(safeHarbor.agiThreshold),
    homeOfficeRate: usd(office.dollarsPerSquareFoot),
    homeOfficeMaxArea: number(office.maxSquareFeet),
    homeOfficeMaxDeduction: usd(office.dollarsPerSquareFoot * office.maxSquareFeet),
    homeOfficeExampleArea: number(workedExamples.homeOfficeSquareFeet),
    homeOfficeExampleDeduction: usd(
      office.dollarsPerSquareFoot *
        Math.min(workedExamples.homeOfficeSquareFeet, office.maxSquareFeet),
    ),
    selfEmploymentTaxRate: percent(
      Math.round(
        (facts.selfEmploymentTax.value.socialSecurity + facts.selfEmploymentTax.value.medicare) *
          100,
      ),
    ),
    selfEmploymentTaxSocialSecurityRate: percent(
      facts.selfEmploymentTax.value.socialSecurity * 100,
    ),
    selfEmploymentTaxMedicareRate: percent(facts.selfEmploymentTax.value.medicare * 100),
    selfEmploymentTaxAdditionalMedicareRate: percent(
      facts.selfEmploymentTax.value.additionalMedicare * 100,
    ),
    selfEmploymentTaxNetEarningsShare: formatBasisPoints(
      locale,
      Math.round(facts.selfEmploymentTax.value.netEarningsShare * 100),
      { min: 2 },
    ),
    selfEmploymentTaxMinimumEarnings: usd(facts.selfEmploymentTax.value.minimumEarnings),
    mealsDeductiblePercent: percent(facts.mealsDeductiblePercent.value * 100),
    deMinimisSafeHarbor: usd(facts.deMinimisSafeHarbor.value),
    mxCashPaymentLimit: pesos(facts.mxCashPaymentLimit.value),
    mxRestaurantDeductible: percent(isrRules.restaurantPercent * 100),
    mxFurnitureRate: percent(isrRules.furnitureRate * 100),
    mxComputerRate: percent(isrRules.computerRate * 100),
    mxRetirementContributionShare: percent(isrRules.retirementSharePercent * 100),
    mxIsrTopRate: percent(isrRules.topRate * 100),
    mxOpticalLensesCap: pesos(isrRules.lensesCap),
    mxLegalInterestRate: percent(facts.mxCommercialLegalInterest.value * 100),
    laptopExampleCost: pesos(workedExamples.laptopPesos),
    laptopExampleAnnual: pesos((workedExamples.laptopPesos * isrRules.computerRate) / 100),
    laptopExampleIva: pesos((workedExamples.laptopPesos * facts.mxIvaRate.value) / 10_000),
    startupCostsDeduction: usd(facts.startupCostsDeduction.value),
    estimatedTaxMinimum: usd(facts.estimatedTaxMinimum.value),
    mxCarDeductionRate: percent(facts.mxCarDeduction.value.annualRate * 100),
    mxCarDeductionCap: pesos(facts.mxCarDeduction.value.cap),
    mxCarDeductionElectricCap: pesos(facts.mxCarDeduction.value.electricCap),
    umaAnnual: dated('umaAnnual', (v) => pesos(v)),
    umaAnnualFrom: formatMonth(periodStart('umaAnnual'), locale),
    umaAnnualUntil: formatMonth(factOn('umaAnnual', today).entry.validUntil!, locale),
    personalDeductionCap: dated('umaAnnual', (v) => pesos(Math.round(v * 5))),
    mxIvaRate: percent(vatRate),
    // The border rate is a decree's, with its period: always worded with the decree's last day
    // confirmed, which is the qualifier once that day has passed with no successor recorded.
    mxIvaBorderRate: decree('mxIvaBorderRate', (v) => percent(v)),
    mxIvaBorderRateUntil: date(factOn('mxIvaBorderRate', today).entry.validUntil!),
    mxIvaExportRate: percent(facts.mxIvaExportRate.value),
    mxIsrHonorariosWithholding: percent(facts.mxIsrHonorariosWithholding.value),
    mxResicoIsrWithholding: percent(facts.mxResicoIsrWithholding.value),
    mxIvaWithholdingFraction: t('fraction', {
      numerator: String(ivaFraction.numerator),
      denominator: String(ivaFraction.denominator),
    }),
    mxIvaWithholdingRate: formatBasisPoints(
      locale,
      (vatRate * ivaFraction.numerator) / ivaFraction.denominator,
      { max: 4 },
    ),
    ...Object.fromEntries(
      resico.brackets.flatMap((bracket, i) => [
        [`mxResicoLimit${i + 1}`, t('units.pesosExact', { amount: bracket.upTo })],
        [`mxResicoRate${i + 1}`, formatBasisPoints(locale, bracket.rate, { min: 2 })],
      ]),
    ),
    mxResicoRateMin: percent(Math.min(...resico.brackets.map((b) => b.rate))),
    mxResicoRateMax: percent(Math.max(...resico.brackets.map((b) => b.rate))),
    mxResicoIncomeCap: t('units.millionPesos', { amount: resico.annualIncomeCap / 1_000_000 }),
    ...feeInvoice('withholdingGuide', examples.guide),
    ...feeInvoice('withholdingTips', examples.tips),
    ...feeInvoice('withholdingGlossary', examples.glossary),
    lfpdpppPublished: date(facts.lfpdppp.value.published),
    lfpdpppInForce: date(facts.lfpdppp.value.inForce),
    arcoResponseTime: businessDays(facts.arcoResponseBusinessDays.value),
    arcoEffectTime: businessDays(facts.arcoEffectBusinessDays.value),
    ccpaResponseTime: days(facts.ccpaResponseDays.value),
    cardFeeRate: `${fee.percent}% + ${usd(fee.fixed, true)}`,
    cardFeeExampleInvoice: usd(fee.invoice),
    cardFeeExampleAmount: usd(feeAmount, true),
    mxCardFeeLow: percent(mxCardFees.low * 100),
    mxCardFeeHigh: percent(mxCardFees.high * 100),
    professionalPrice: t('price.professional', priceArgs),
    professionalPriceTaxNote: t('price.taxNote', priceArgs),
    cfdiVersion: facts.cfdi.value.version,
    cfdiIncludedStamps: String(facts.cfdi.value.includedStampsPerMonth),
    cfdiForeignRfc: facts.cfdiRequired.value.foreignRfc,
    cfdiPublicRfc: facts.cfdiRequired.value.publicRfc,
    tlsMinVersion: t('tlsVersion', { version: facts.security.value.tlsMinVersion }),
    encryptionAtRest: facts.security.value.encryptionAtRest,
    accountExportWindow: days(facts.accountExportWindowDays.value),
    freePrice: usd(0),
    freeClientLimit: String(facts.freeClientLimit.value),
    refundWindow: days(facts.refundWindowDays.value),
    reminderDaysBefore: String(reminders.before),
    reminderFirstOverdue: String(reminders.after[0]),
    reminderSecondOverdue: String(reminders.after[1]),
    reminderFinalOverdue: String(reminders.after[2]),
    reminderSchedule: t('reminderSchedule', {
      before: reminders.before,
      after: formatList(locale, reminders.after.map(String)),
    }),
    supportHours: t('supportHours', {
      days: hours.days,
      start: winter[0],
      end: winter[1],
      summerStart: summer[0],
      summerEnd: summer[1],
      shifts: String(winter[0].getUTCHours() !== summer[0].getUTCHours() ? 'yes' : 'no'),
    }),
    responseTime: businessDays(facts.responseBusinessDays.value),
    deletionLinkValidity: days(facts.deletionLinkValidDays.value),
    deletionRecordRetention: t('units.months', { count: facts.deletionRecordMonths.value }),
    deliveredMessageRetention: days(facts.deliveredMessageRetentionDays.value),
    rateLimitRetention: days(facts.rateLimitRetentionDays.value),
    leadRetention: t('units.months', { count: facts.leadRetentionMonths.value }),
    unsubscribedSignupDeletion: days(facts.unsubscribedSignupDeletionDays.value),
    newsletterConfirmationValidity: days(facts.newsletterConfirmationDays.value),
    newsletterConfirmationMailsPerDay: String(facts.newsletterConfirmationMailsPerDay.value),
    companyLegalName: company.legalName,
    companyAddress: t('postalAddress', {
      ...company.address,
      country: formatRegion(locale, company.address.country),
    }),
    supportEmail: facts.emails.value.support,
    salesEmail: facts.emails.value.sales,
    legalEmail: facts.emails.value.legal,
    privacyEmail: facts.emails.value.privacy,
    dpoEmail: facts.emails.value.dpo,
    phone: phone.display,
    studyDaysManual: String(facts.studyDaysToPay.value.daysManual),
    studyDaysAutomated: String(facts.studyDaysToPay.value.daysAutomated),
    refundPolicy: t('refundPolicy', { days: facts.refundWindowDays.value }),
    planChangePolicy: t('planChangePolicy'),
    apiAvailability: t('apiAvailability'),
  };
  // The year of each dated fact's period in force ("{sepMaxContributionYear}"): the literal years
  // the texts write next to its figure.
  for (const key of Object.keys(facts) as FactKey[])
    if (facts[key].validUntil !== null) values[`${key}Year`] = periodStart(key).slice(0, 4);
  return { values, qualified: [...qualified] };
}

/**
 * Every fact, formatted for `locale` as it reads today, keyed by the ICU argument name messages
 * use: the one way messages get figures. Pass it as the values of `t(key, values)`, `t.rich` or
 * `formatMessage`. The sentences come from the `facts` messages as loaded for pages (the
 * translation service's included); read once per render pass.
 */
export const factValues = cache(
  async (locale: Locale, today: string = isoToday()): Promise<Record<string, string>> => {
    const sentences = (await loadMessages(locale)).facts;
    if (!sentences) throw new Error(`Missing message namespace facts (${locale})`);
    return formatFacts(locale, sentences, today).values;
  },
);

/**
 * Formats one message whose figures are facts-registry arguments (`{nec1099Threshold}`, …), for
 * content read raw from the catalogue (articles, lists read with `t.raw`). Messages read with
 * `t(key)` get the same values passed as arguments.
 */
export function formatWithFacts(
  locale: Locale,
  values: Record<string, string>,
  message: string,
): string {
  if (!message.includes('{')) return message;
  return createTranslator({ locale, messages: { message } })('message', values);
}

/** Every string of a raw message tree (an object, an array or a string) formatted with the facts. */
export async function withFacts<T>(locale: Locale, tree: T): Promise<T> {
  const values = await factValues(locale);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return formatWithFacts(locale, values, node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(tree) as T;
}
