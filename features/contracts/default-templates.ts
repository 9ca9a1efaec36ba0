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
**Seller (breeder):** {sellerName} ({kennelName}), {sellerAddress}; {sellerIds}
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
{depositTerms}
## 3. Breeding rights
The puppy is sold {breedingRights}.
## 4. Handover
The puppy leaves its mother at eight weeks of age at the earliest; a puppy travelling abroad leaves at fifteen weeks at the earliest, after its rabies vaccination. At handover the puppy is:
- microchipped and dewormed, and vaccinated as its age requires;
- accompanied by its EU pet passport; a puppy that travels without the Buyer also by the EU animal health certificate an official veterinarian issues after examining it within 48 hours before departure (Regulation (EU) 2020/688);
- registered with the kennel club; the pedigree follows as soon as it is issued.
## 5. Health, warranty and guarantee
The Seller declares that, to the best of their knowledge, the puppy is healthy on the day of handover and shows no sign of hereditary disease. The Buyer has the statutory warranty rights of their country for a defect the puppy already had at handover, which this contract does not limit: {warranty}
On top of the statutory warranty, never instead of it, the Seller gives the health guarantee set out in the terms of sale. The Buyer is advised to have the puppy examined by a veterinarian of their choice soon after handover.
## 6. The Buyer's undertakings
The Buyer undertakes:
- to keep the dog in the home as a member of the family, with suitable food, exercise and veterinary care;
- not to keep it for commercial breeding, and not to sell, give away or surrender it to a shelter without first offering it back to the Seller;
- to let the Seller know how the dog is doing, and of any change of address.
## 7. Right of withdrawal
The Buyer may withdraw from this contract within 14 days without giving any reason. The period ends 14 days after the day the Buyer, or a third party other than the carrier named by the Buyer, takes physical possession of the puppy. To withdraw, the Buyer informs the Seller by an unequivocal statement (a letter, an e-mail, or the button “Withdraw from the contract here” on the Buyer’s private page); the model withdrawal form in the terms of sale may be used. The Seller then reimburses every payment received, the deposit included, within 14 days of being informed, by the same means of payment, and may withhold the reimbursement until the puppy is back. The Buyer hands the puppy back within 14 days and bears the direct cost of returning it.
## 8. Final provisions
The terms of sale ({termsVersion}) are part of this contract. The contract is governed by Hungarian law; this choice does not deprive the Buyer of the protection of the mandatory rules of the country where they live (Article 6(2) of the Rome I Regulation). The Buyer signs this contract electronically on the Seller's website by typing their full name, which places a binding order with an obligation to pay; the Seller then countersigns it. The time of each signature, the Buyer's network address and a fingerprint (SHA-256) of the signed text are recorded. Both parties receive the signed contract as a PDF.
Date of the contract: {contractDate}
`;

const HU = `
## Szerződő felek
**Eladó (tenyésztő):** {sellerName} ({kennelName}), {sellerAddress}; {sellerIds}
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
{depositTerms}
## 3. Tenyésztési jog
A kiskutya {breedingRights} kerül eladásra.
## 4. Átadás
A kiskutya legkorábban nyolchetes korában válik el az anyjától; külföldre utazó kiskutya legkorábban tizenöt hetes korában, a veszettség elleni oltás után. Átadáskor a kiskutya:
- mikrochippel ellátott, féreghajtott, és korának megfelelően oltott;
- kisállatútlevéllel rendelkezik; ha a Vevő nélkül utazik, az indulás előtti 48 órán belül hatósági állatorvos által kiállított uniós állat-egészségügyi bizonyítvánnyal is (az (EU) 2020/688 rendelet);
- törzskönyvezésre bejelentett; a törzskönyvet kiállítása után az Eladó megküldi.
## 5. Egészség, szavatosság és garancia
Az Eladó kijelenti, hogy legjobb tudomása szerint a kiskutya az átadás napján egészséges, örökletes betegség jelét nem mutatja. A Vevőt az átadáskor már meglévő hibára lakóhelye országának kellékszavatossági jogai illetik meg, amelyeket ez a szerződés nem korlátoz: {warranty}
A kellékszavatosságon felül, és nem helyette, az Eladó az általános szerződési feltételekben leírt egészségügyi garanciát vállalja. Javasoljuk, hogy a Vevő az átadás után mielőbb vizsgáltassa meg a kiskutyát egy általa választott állatorvossal.
## 6. A Vevő vállalásai
A Vevő vállalja, hogy:
- a kutyát a lakásban, a család tagjaként tartja, megfelelő táplálással, mozgással és állatorvosi ellátással;
- üzleti célú szaporításra nem használja, és mielőtt eladná, elajándékozná vagy menhelyre adná, először az Eladónak ajánlja fel;
- tájékoztatja az Eladót a kutya sorsáról és lakcímének változásáról.
## 7. Elállási jog
A Vevő 14 napon belül indokolás nélkül elállhat ettől a szerződéstől. A határidő attól a naptól számított 14 nap elteltével jár le, amelyen a Vevő vagy az általa megjelölt, a fuvarozótól eltérő harmadik személy a kiskutyát átveszi. Az elálláshoz a Vevő egyértelmű nyilatkozatot juttat el az Eladóhoz (levélben, e-mailben, vagy saját oldalán az „Itt állhat el a szerződéstől” gombbal); ehhez az általános szerződési feltételekben található elállási nyilatkozatmintát is használhatja. Az Eladó ezután a nyilatkozat kézhezvételétől számított 14 napon belül, az eredeti fizetési móddal visszatéríti a Vevő valamennyi befizetését, az előleget is, és a visszatérítést visszatarthatja, amíg a kiskutyát vissza nem kapta. A Vevő a kiskutyát 14 napon belül visszaadja, és viseli a visszaadás közvetlen költségét.
## 8. Záró rendelkezések
Az általános szerződési feltételek ({termsVersion}) e szerződés részét képezik. A szerződésben nem szabályozott kérdésekben a magyar jog, különösen a Polgári Törvénykönyv rendelkezései az irányadók; ez a jogválasztás nem fosztja meg a Vevőt lakóhelye országa kötelező védelmi szabályaitól (Róma I. rendelet 6. cikk (2) bekezdés). A Vevő ezt a szerződést az Eladó honlapján elektronikusan, teljes nevének begépelésével írja alá, amely fizetési kötelezettséggel járó megrendelés; ezután az Eladó is aláírja. Az aláírások időpontját, a Vevő hálózati címét és az aláírt szöveg ujjlenyomatát (SHA-256) a rendszer rögzíti. Az aláírt szerződést mindkét fél PDF-ben megkapja.
A szerződés kelte: {contractDate}
`;

const DE = `
## Vertragsparteien
**Verkäufer (Züchter):** {sellerName} ({kennelName}), {sellerAddress}; {sellerIds}
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
{depositTerms}
## 3. Zuchtrecht
Der Welpe wird {breedingRights} verkauft.
## 4. Übergabe
Der Welpe wird frühestens mit acht Wochen von der Mutter getrennt; ein Welpe, der ins Ausland reist, frühestens mit fünfzehn Wochen nach der Tollwutimpfung. Bei der Übergabe ist der Welpe:
- gechippt, entwurmt und altersgemäß geimpft;
- mit EU-Heimtierausweis ausgestattet; reist er ohne den Käufer, auch mit der EU-Tiergesundheitsbescheinigung, die eine amtliche Tierärztin oder ein amtlicher Tierarzt nach einer Untersuchung innerhalb von 48 Stunden vor der Abreise ausstellt (Verordnung (EU) 2020/688);
- beim Zuchtverband gemeldet; die Ahnentafel wird nach ihrer Ausstellung nachgesandt.
## 5. Gesundheit, Gewährleistung und Garantie
Der Verkäufer erklärt, dass der Welpe nach seinem besten Wissen am Tag der Übergabe gesund ist und keine Anzeichen einer Erbkrankheit zeigt. Für einen Mangel, den der Welpe schon bei der Übergabe hatte, stehen dem Käufer die gesetzlichen Gewährleistungsrechte seines Wohnsitzlandes zu, die dieser Vertrag nicht einschränkt: {warranty}
Zusätzlich zur gesetzlichen Gewährleistung, nicht an ihrer Stelle, gibt der Verkäufer die in den Allgemeinen Geschäftsbedingungen beschriebene Gesundheitsgarantie. Dem Käufer wird empfohlen, den Welpen bald nach der Übergabe von einem Tierarzt seiner Wahl untersuchen zu lassen.
## 6. Pflichten des Käufers
Der Käufer verpflichtet sich:
- den Hund im Haus als Familienmitglied zu halten, mit artgerechtem Futter, ausreichend Bewegung und tierärztlicher Versorgung;
- ihn nicht zur gewerblichen Zucht zu verwenden und ihn vor einem Verkauf, einer Weitergabe oder der Abgabe an ein Tierheim zuerst dem Verkäufer anzubieten;
- den Verkäufer über das Ergehen des Hundes und über einen Umzug zu informieren.
## 7. Widerrufsrecht
Der Käufer kann diesen Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist endet 14 Tage nach dem Tag, an dem der Käufer oder ein von ihm benannter Dritter, der nicht der Beförderer ist, den Welpen in Besitz genommen hat. Zum Widerruf informiert der Käufer den Verkäufer mit einer eindeutigen Erklärung (Brief, E-Mail oder die Schaltfläche „Vertrag hier widerrufen“ auf seiner persönlichen Seite); er kann das Muster-Widerrufsformular der Allgemeinen Geschäftsbedingungen verwenden. Der Verkäufer zahlt dann alle erhaltenen Zahlungen, einschließlich der Anzahlung, binnen 14 Tagen nach Eingang des Widerrufs mit demselben Zahlungsmittel zurück und kann die Rückzahlung verweigern, bis er den Welpen zurückerhalten hat. Der Käufer gibt den Welpen binnen 14 Tagen zurück und trägt die unmittelbaren Kosten der Rückgabe.
## 8. Schlussbestimmungen
Die Allgemeinen Geschäftsbedingungen ({termsVersion}) sind Bestandteil dieses Vertrags. Es gilt ungarisches Recht; diese Rechtswahl entzieht dem Käufer nicht den Schutz der zwingenden Bestimmungen des Staates, in dem er seinen gewöhnlichen Aufenthalt hat (Art. 6 Abs. 2 Rom-I-Verordnung). Der Käufer unterschreibt diesen Vertrag elektronisch auf der Website des Verkäufers, indem er seinen vollständigen Namen eingibt, und gibt damit eine zahlungspflichtige Bestellung ab; anschließend unterschreibt ihn der Verkäufer. Zeitpunkt jeder Unterschrift, die Netzwerkadresse des Käufers und ein Fingerabdruck (SHA-256) des unterschriebenen Textes werden festgehalten. Beide Parteien erhalten den unterschriebenen Vertrag als PDF.
Datum des Vertrags: {contractDate}
`;

const SOURCES: Record<AppLocale, string> = { en: EN, hu: HU, de: DE };

/** The built-in contract in `locale`. */
export const defaultContractTemplate = (locale: AppLocale): RichDoc => markupDoc(SOURCES[locale]);
