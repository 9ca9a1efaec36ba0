import type { AppLocale } from '@/i18n/routing';
import type { RichDoc } from '@/lib/rich-text/doc';
import { markupDoc } from './markup';

/*
 * The contract each language starts with, until the breeder saves their own (a template without
 * a row is this one). Written for a French Bulldog puppy sold by a Hungarian kennel; the
 * breeder should have it read by their lawyer.
 */

const EN = `
## Parties
**Seller (breeder):** {kennelName}
**Buyer:** {buyerName}, {buyerAddress} ({buyerEmail})
## 1. The puppy
The Seller sells and the Buyer buys the following French Bulldog puppy:
- Name: **{puppyName}**
- Sex: {sex}
- Colour: {colour}
- Date of birth: {birthDate}
- Microchip number: {chipNumber}
- Dam: {motherName}; sire: {fatherName}
## 2. Price and payment
The purchase price is **{price}**. The Buyer paid a deposit of {deposit}, which the Seller received on {depositReceived}; it counts towards the price. The balance of **{balance}** is paid in full when the puppy is handed over.
If the Buyer withdraws from the purchase for a reason the Seller is not responsible for, the Seller keeps the deposit. If the Seller cannot hand the puppy over, the Seller returns the deposit in full.
## 3. Breeding rights
The puppy is sold {breedingRights}.
## 4. Handover
The puppy leaves its mother at eight weeks of age at the earliest; a puppy travelling abroad leaves at fifteen weeks at the earliest, after its rabies vaccination. At handover the puppy is:
- microchipped and dewormed, and vaccinated as its age requires;
- accompanied by its EU pet passport and a veterinary health certificate;
- registered with the kennel club; the pedigree follows as soon as it is issued.
## 5. Health
The Seller declares that, to the best of their knowledge, the puppy is healthy on the day of handover and shows no sign of hereditary disease. The Buyer has the puppy examined by a veterinarian of their choice within seven days of handover. Should that examination find a serious illness that already existed at handover, the Buyer may return the puppy and the Seller refunds the purchase price.
## 6. The Buyer's undertakings
The Buyer undertakes:
- to keep the dog in the home as a member of the family, with suitable food, exercise and veterinary care;
- not to keep it for commercial breeding, and not to sell, give away or surrender it to a shelter without first offering it back to the Seller;
- to let the Seller know how the dog is doing, and of any change of address.
## 7. Final provisions
The Buyer signs this contract electronically on the Seller's website by typing their full name; the time of signing, the Buyer's network address and a fingerprint of the signed text are recorded. Both parties receive the signed contract as a PDF. Anything this contract does not settle is governed by Hungarian law.
Date of the contract: {contractDate}
`;

const HU = `
## Szerződő felek
**Eladó (tenyésztő):** {kennelName}
**Vevő:** {buyerName}, {buyerAddress} ({buyerEmail})
## 1. A kiskutya
Az Eladó eladja, a Vevő megvásárolja az alábbi francia bulldog kiskutyát:
- Név: **{puppyName}**
- Ivar: {sex}
- Szín: {colour}
- Születési idő: {birthDate}
- Mikrochip száma: {chipNumber}
- Anya: {motherName}; apa: {fatherName}
## 2. Vételár és fizetés
A vételár **{price}**. A Vevő {deposit} előleget fizetett, amelyet az Eladó {depositReceived} napján kapott meg; ez a vételárba beszámít. A fennmaradó **{balance}** összeget a Vevő a kiskutya átadásakor egy összegben fizeti meg.
Ha a Vevő olyan okból áll el a vásárlástól, amelyért az Eladó nem felelős, az előleg az Eladót illeti. Ha az Eladó nem tudja átadni a kiskutyát, az előleget teljes összegben visszafizeti.
## 3. Tenyésztési jog
A kiskutya {breedingRights} kerül eladásra.
## 4. Átadás
A kiskutya legkorábban nyolchetes korában válik el az anyjától; külföldre utazó kiskutya legkorábban tizenöt hetes korában, a veszettség elleni oltás után. Átadáskor a kiskutya:
- mikrochippel ellátott, féreghajtott, és korának megfelelően oltott;
- EU-s kisállatútlevéllel és állatorvosi egészségügyi igazolással rendelkezik;
- törzskönyvezésre bejelentett; a törzskönyvet kiállítása után az Eladó megküldi.
## 5. Egészség
Az Eladó kijelenti, hogy legjobb tudomása szerint a kiskutya az átadás napján egészséges, örökletes betegség jelét nem mutatja. A Vevő az átadást követő hét napon belül a kiskutyát egy általa választott állatorvossal megvizsgáltatja. Ha a vizsgálat olyan súlyos betegséget állapít meg, amely már az átadáskor fennállt, a Vevő a kiskutyát visszaadhatja, és az Eladó a vételárat visszafizeti.
## 6. A Vevő vállalásai
A Vevő vállalja, hogy:
- a kutyát a lakásban, a család tagjaként tartja, megfelelő táplálással, mozgással és állatorvosi ellátással;
- üzleti célú szaporításra nem használja, és mielőtt eladná, elajándékozná vagy menhelyre adná, először az Eladónak ajánlja fel;
- tájékoztatja az Eladót a kutya sorsáról és lakcímének változásáról.
## 7. Záró rendelkezések
A Vevő ezt a szerződést az Eladó honlapján elektronikusan írja alá, teljes nevének begépelésével; az aláírás időpontját, a Vevő hálózati címét és az aláírt szöveg ujjlenyomatát a rendszer rögzíti. Az aláírt szerződést mindkét fél PDF-ben megkapja. A szerződésben nem szabályozott kérdésekben a magyar jog, különösen a Polgári Törvénykönyv rendelkezései az irányadók.
A szerződés kelte: {contractDate}
`;

const DE = `
## Vertragsparteien
**Verkäufer (Züchter):** {kennelName}
**Käufer:** {buyerName}, {buyerAddress} ({buyerEmail})
## 1. Der Welpe
Der Verkäufer verkauft und der Käufer kauft folgenden Welpen der Rasse Französische Bulldogge:
- Name: **{puppyName}**
- Geschlecht: {sex}
- Farbe: {colour}
- Geburtsdatum: {birthDate}
- Chipnummer: {chipNumber}
- Mutter: {motherName}; Vater: {fatherName}
## 2. Kaufpreis und Zahlung
Der Kaufpreis beträgt **{price}**. Der Käufer hat eine Anzahlung von {deposit} geleistet, die am {depositReceived} beim Verkäufer eingegangen ist; sie wird auf den Kaufpreis angerechnet. Der Restbetrag von **{balance}** ist bei der Übergabe des Welpen in voller Höhe fällig.
Tritt der Käufer aus einem Grund vom Kauf zurück, den der Verkäufer nicht zu vertreten hat, behält der Verkäufer die Anzahlung. Kann der Verkäufer den Welpen nicht übergeben, erstattet er die Anzahlung vollständig.
## 3. Zuchtrecht
Der Welpe wird {breedingRights} verkauft.
## 4. Übergabe
Der Welpe wird frühestens mit acht Wochen von der Mutter getrennt; ein Welpe, der ins Ausland reist, frühestens mit fünfzehn Wochen nach der Tollwutimpfung. Bei der Übergabe ist der Welpe:
- gechippt, entwurmt und altersgemäß geimpft;
- mit EU-Heimtierausweis und tierärztlichem Gesundheitszeugnis ausgestattet;
- beim Zuchtverband gemeldet; die Ahnentafel wird nach ihrer Ausstellung nachgesandt.
## 5. Gesundheit
Der Verkäufer erklärt, dass der Welpe nach seinem besten Wissen am Tag der Übergabe gesund ist und keine Anzeichen einer Erbkrankheit zeigt. Der Käufer lässt den Welpen innerhalb von sieben Tagen nach der Übergabe von einem Tierarzt seiner Wahl untersuchen. Stellt dieser eine schwere Erkrankung fest, die schon bei der Übergabe bestand, kann der Käufer den Welpen zurückgeben, und der Verkäufer erstattet den Kaufpreis.
## 6. Pflichten des Käufers
Der Käufer verpflichtet sich:
- den Hund im Haus als Familienmitglied zu halten, mit artgerechtem Futter, ausreichend Bewegung und tierärztlicher Versorgung;
- ihn nicht zur gewerblichen Zucht zu verwenden und ihn vor einem Verkauf, einer Weitergabe oder der Abgabe an ein Tierheim zuerst dem Verkäufer anzubieten;
- den Verkäufer über das Ergehen des Hundes und über einen Umzug zu informieren.
## 7. Schlussbestimmungen
Der Käufer unterschreibt diesen Vertrag elektronisch auf der Website des Verkäufers, indem er seinen vollständigen Namen eingibt; Zeitpunkt, Netzwerkadresse des Käufers und ein Fingerabdruck des unterschriebenen Textes werden festgehalten. Beide Parteien erhalten den unterschriebenen Vertrag als PDF. Für alles, was dieser Vertrag nicht regelt, gilt ungarisches Recht.
Datum des Vertrags: {contractDate}
`;

const SOURCES: Record<AppLocale, string> = { en: EN, hu: HU, de: DE };

/** The built-in contract in `locale`. */
export const defaultContractTemplate = (locale: AppLocale): RichDoc => markupDoc(SOURCES[locale]);
