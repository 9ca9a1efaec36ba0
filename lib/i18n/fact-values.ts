/** What `factValues` needs: the kennel's stored facts and its contact details. */
export interface FactSource {
  kennelName: string;
  foundingYear: number;
  pedigreeFee: number;
  pedigreeCurrency: string;
  airlines: string[];
  email: string | null;
  phone: string | null;
}

/** An amount in its currency as readers of `locale` write it: `€350`, `350 €`, `120 000 Ft`. */
export function formatFee(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** The placeholders' values; an index signature so RichText's `values` takes them as they are. */
export interface FactValues {
  [placeholder: string]: string;
  kennelName: string;
  foundingYear: string;
  yearsBreeding: string;
  pedigreeFee: string;
  airlines: string;
  /** The airlines as alternatives: "Lufthansa, Turkish Airlines or LOT". */
  airlinesOr: string;
  email: string;
  phone: string;
}

/**
 * The placeholders texts may carry (`{kennelName}`, `{foundingYear}`, `{pedigreeFee}`…), filled
 * from the facts for one language: what RichText's `values` and ICU messages take. A contact
 * detail not stored is an empty string.
 */
export function factValues(facts: FactSource, locale: string, now = new Date()): FactValues {
  return {
    kennelName: facts.kennelName,
    foundingYear: String(facts.foundingYear),
    yearsBreeding: String(Math.max(0, now.getFullYear() - facts.foundingYear)),
    pedigreeFee: formatFee(facts.pedigreeFee, facts.pedigreeCurrency, locale),
    airlines: new Intl.ListFormat(locale, { type: 'conjunction' }).format(facts.airlines),
    airlinesOr: new Intl.ListFormat(locale, { type: 'disjunction' }).format(facts.airlines),
    email: facts.email ?? '',
    phone: facts.phone ?? '',
  };
}
