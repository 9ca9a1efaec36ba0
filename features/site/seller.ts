import type { SiteFacts } from '@/features/site/facts-schema';

/** The legal-notice facts the seller's identity reads; the newer ones may not be stored yet. */
type SellerFacts = Pick<
  SiteFacts,
  'kennelName' | 'businessName' | 'address' | 'email' | 'phone' | 'registrationNumber' | 'taxNumber'
> &
  Partial<Record<'legalForm' | 'representative' | 'vatId', string | null>>;

/**
 * Who sells, as the terms, the contract and the model withdrawal form name them: the legal name
 * (else the kennel's), its postal address and the numbers that identify it.
 */
export interface SellerIdentity {
  name: string;
  legalForm: string | null;
  representative: string | null;
  /** Lines of the postal address. */
  address: string[];
  email: string | null;
  phone: string | null;
  registrationNumber: string | null;
  taxNumber: string | null;
  vatId: string | null;
  /** A legal name and an address are known: a contract can name the seller. */
  complete: boolean;
}

export function sellerIdentity(facts: SellerFacts): SellerIdentity {
  const address = (facts.address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: facts.businessName || facts.kennelName,
    legalForm: facts.legalForm || null,
    representative: facts.representative || null,
    address,
    email: facts.email || null,
    phone: facts.phone || null,
    registrationNumber: facts.registrationNumber || null,
    taxNumber: facts.taxNumber || null,
    vatId: facts.vatId || null,
    complete: Boolean(facts.businessName && address.length > 0),
  };
}

/** The seller in one line: "Kovács Anna e.v., 1111 Budapest, Fő utca 1., info@…". */
export function sellerLine(seller: SellerIdentity): string {
  return [seller.name, ...seller.address, seller.email].filter(Boolean).join(', ');
}
