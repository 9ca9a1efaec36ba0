import type { RichBlock, RichDoc } from '@/lib/rich-text/doc';

// The FAQ a fresh install starts with: what buyers ask this kennel first, written in
// each language as the breeder would. The breeder edits, reorders or deletes them at /admin/faq;
// once stored they are the breeder's (features/faq/server/faq.ts seeds them once). `{pedigreeFee}` and
// `{airlines}` are the site facts, filled in where the text is shown.

const p = (text: string): RichBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const ul = (...items: string[]): RichBlock => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [p(item)] })),
});
const doc = (...content: RichBlock[]): RichDoc => ({ type: 'doc', content });

interface DefaultEntry {
  question: { en: string; hu: string; de: string };
  answer: { en: RichDoc; hu: RichDoc; de: RichDoc };
}

export const DEFAULT_FAQ: DefaultEntry[] = [
  {
    question: {
      en: 'What does the price of a puppy include?',
      hu: 'Mit tartalmaz a kiskutya ára?',
      de: 'Was ist im Preis eines Welpen enthalten?',
    },
    answer: {
      en: doc(
        p('The price is all-inclusive, with no hidden extras:'),
        ul(
          'EU pet passport and microchip',
          'the vaccinations and deworming due for its age',
          'a vet check and health certificate before the journey',
          'an airline-approved travel crate and the flight to your nearest airport',
          'our health guarantee',
        ),
        p(
          'If you would like to breed with your dog, an export pedigree with breeding rights costs {pedigreeFee} extra.',
        ),
      ),
      hu: doc(
        p('Az ár mindent tartalmaz, rejtett többletköltségek nélkül:'),
        ul(
          'EU-s kisállatútlevél és mikrochip',
          'a korának megfelelő oltások és féreghajtások',
          'állatorvosi vizsgálat és egészségügyi igazolás az utazás előtt',
          'légitársaság által elfogadott szállítóbox és a repülőút az Önhöz legközelebbi repülőtérig',
          'egészségügyi garanciánk',
        ),
        p(
          'Ha tenyészteni szeretne a kutyájával, a tenyésztési joggal kiállított exporttörzskönyv {pedigreeFee} felárral kérhető.',
        ),
      ),
      de: doc(
        p('Der Preis ist ein Komplettpreis – ohne versteckte Zusatzkosten:'),
        ul(
          'EU-Heimtierausweis und Mikrochip',
          'die altersgemäßen Impfungen und Entwurmungen',
          'tierärztliche Untersuchung und Gesundheitszeugnis vor der Reise',
          'eine von der Airline zugelassene Transportbox und der Flug zum Flughafen in Ihrer Nähe',
          'unsere Gesundheitsgarantie',
        ),
        p(
          'Wenn Sie mit Ihrem Hund züchten möchten, kostet eine Export-Ahnentafel mit Zuchtrecht {pedigreeFee} zusätzlich.',
        ),
      ),
    },
  },
  {
    question: {
      en: 'When can my puppy come home?',
      hu: 'Mikor viheti haza a kiskutyát?',
      de: 'Ab wann darf mein Welpe zu mir ziehen?',
    },
    answer: {
      en: doc(
        p(
          'Within Hungary a puppy moves to its new family at 8 weeks at the earliest. To travel to another country it needs a rabies vaccination, which is given at 12 weeks and becomes valid 21 days later, so puppies going abroad leave us at about 15 weeks.',
        ),
        p('Until then we send you photos and videos, so you can watch your puppy grow.'),
      ),
      hu: doc(
        p(
          'Magyarországon belül a kiskutya legkorábban 8 hetesen költözhet az új családjához. Külföldre csak veszettség elleni oltással utazhat, amelyet 12 hetes korban kap meg, és 21 nap múlva válik érvényessé – ezért a külföldre utazó kölykök nagyjából 15 hetesen indulnak el tőlünk.',
        ),
        p('Addig fotókat és videókat küldünk, így Ön is végigkövetheti, hogyan cseperedik.'),
      ),
      de: doc(
        p(
          'Innerhalb Ungarns zieht ein Welpe frühestens mit 8 Wochen bei seiner neuen Familie ein. Für die Reise in ein anderes Land braucht er eine Tollwutimpfung, die mit 12 Wochen gegeben wird und 21 Tage später gültig ist. Welpen, die ins Ausland reisen, verlassen uns deshalb mit etwa 15 Wochen.',
        ),
        p(
          'Bis dahin schicken wir Ihnen Fotos und Videos, damit Sie miterleben, wie Ihr Welpe heranwächst.',
        ),
      ),
    },
  },
  {
    question: {
      en: 'How does the puppy travel to me?',
      hu: 'Hogyan jut el hozzám a kiskutya?',
      de: 'Wie kommt der Welpe zu mir?',
    },
    answer: {
      en: doc(
        p(
          'Most of our puppies fly to their families all over Europe, with {airlines}. We book the flight, take your puppy to check-in ourselves in an airline-approved crate, and you pick it up at the airport nearest to you. The journey is included in the price.',
        ),
        p('You are of course also welcome to collect your puppy from us in Budapest.'),
      ),
      hu: doc(
        p(
          'Kölykeink többsége repülővel utazik új családjához Európa-szerte ({airlines}). Mi foglaljuk le a járatot, mi adjuk fel a kiskutyát a légitársaság által elfogadott szállítóboxban, Ön pedig az Önhöz legközelebbi repülőtéren veheti át. Az utazás költsége benne van az árban.',
        ),
        p('Természetesen személyesen is elviheti tőlünk, Budapestről.'),
      ),
      de: doc(
        p(
          'Die meisten unserer Welpen fliegen mit {airlines} zu ihren Familien in ganz Europa. Wir buchen den Flug, bringen Ihren Welpen in einer zugelassenen Transportbox selbst zum Check-in, und Sie holen ihn am Flughafen in Ihrer Nähe ab. Die Reise ist im Preis enthalten.',
        ),
        p('Sie können Ihren Welpen natürlich auch gern persönlich bei uns in Budapest abholen.'),
      ),
    },
  },
  {
    question: {
      en: 'How do I reserve a puppy? Is there a deposit?',
      hu: 'Hogyan foglalhatok le egy kiskutyát? Kell előleget fizetni?',
      de: 'Wie reserviere ich einen Welpen? Gibt es eine Anzahlung?',
    },
    answer: {
      en: doc(
        p(
          'Send us an application for a litter or for any puppy. Once we have talked and approved it, you get a place on the waiting list and we ask for a deposit by bank transfer. The deposit is part of the price, not an extra, and the amount, reference and due date are on your own private page.',
        ),
        p(
          'When a puppy is ready for you, we offer it to you, and you have a few days to accept it or let the next family have it.',
        ),
      ),
      hu: doc(
        p(
          'Küldjön nekünk jelentkezést egy alomra vagy bármelyik kölyökre. Ha beszéltünk, és elfogadtuk a jelentkezését, felkerül a várólistára, és banki átutalással fizetendő előleget kérünk. Az előleg a vételár része, nem pluszköltség; az összegét, a közleményt és a határidőt a saját, személyes oldalán találja.',
        ),
        p(
          'Amikor van Önnek való kiskutya, felajánljuk, és néhány napja van eldönteni, hogy elfogadja, vagy átengedi a következő családnak.',
        ),
      ),
      de: doc(
        p(
          'Schicken Sie uns eine Bewerbung für einen Wurf oder für einen beliebigen Welpen. Nach einem Gespräch und unserer Zusage kommen Sie auf die Warteliste, und wir bitten um eine Anzahlung per Überweisung. Die Anzahlung ist Teil des Kaufpreises, keine Zusatzgebühr; Betrag, Verwendungszweck und Frist finden Sie auf Ihrer persönlichen Seite.',
        ),
        p(
          'Sobald ein Welpe für Sie bereit ist, bieten wir ihn Ihnen an. Sie haben dann ein paar Tage Zeit, ihn anzunehmen oder der nächsten Familie den Vortritt zu lassen.',
        ),
      ),
    },
  },
  {
    question: {
      en: 'Which health tests do the parents have?',
      hu: 'Milyen egészségügyi szűréseken estek át a szülők?',
      de: 'Welche Gesundheitstests haben die Elterntiere?',
    },
    answer: {
      en: doc(
        p(
          'Our breeding dogs are graded for breathing (BOAS) and DNA-tested for the conditions that matter in French Bulldogs, such as CMR1, HUU, DM and JHC, as well as for their colour genes. You find each parent’s results on its page.',
        ),
        p(
          'Every puppy is checked by our vet, microchipped, vaccinated and dewormed before it leaves us.',
        ),
      ),
      hu: doc(
        p(
          'Tenyészkutyáink légzésvizsgálaton (BOAS-minősítés) estek át, és DNS-teszttel szűrtük őket a francia bulldogoknál fontos betegségekre, például a CMR1, HUU, DM és JHC génekre, valamint a színgénekre is. Az eredményeket minden szülő saját oldalán megtalálja.',
        ),
        p(
          'Minden kiskutyát megvizsgál az állatorvosunk, és mire elköltözik, mikrochipet, oltásokat és féreghajtást is kap.',
        ),
      ),
      de: doc(
        p(
          'Unsere Zuchthunde sind auf ihre Atmung untersucht (BOAS-Einstufung) und per DNA-Test auf die bei Französischen Bulldoggen wichtigen Erkrankungen wie CMR1, HUU, DM und JHC sowie auf ihre Farbgene getestet. Die Ergebnisse finden Sie auf der Seite jedes Elterntiers.',
        ),
        p(
          'Jeder Welpe wird vor dem Auszug von unserem Tierarzt untersucht, gechippt, geimpft und entwurmt.',
        ),
      ),
    },
  },
  {
    question: {
      en: 'Can we visit you and meet the puppies?',
      hu: 'Meglátogathatjuk Önöket, hogy megismerjük a kölyköket?',
      de: 'Können wir Sie besuchen und die Welpen kennenlernen?',
    },
    answer: {
      en: doc(
        p(
          'Yes, you are welcome in our home in Budapest by appointment, once the puppies are a few weeks old and have had their first vaccination. You meet the mother too.',
        ),
        p('If you live far away, we are happy to show you the puppies on a video call.'),
      ),
      hu: doc(
        p(
          'Igen, előre egyeztetett időpontban szeretettel várjuk budapesti otthonunkban, amint a kölykök néhány hetesek, és megkapták az első oltásukat. Az anyukájukat is megismerheti.',
        ),
        p('Ha messze lakik, videohívásban is szívesen megmutatjuk a kölyköket.'),
      ),
      de: doc(
        p(
          'Ja, nach Terminabsprache sind Sie bei uns zu Hause in Budapest herzlich willkommen, sobald die Welpen ein paar Wochen alt sind und ihre erste Impfung bekommen haben. Dabei lernen Sie auch die Mutter kennen.',
        ),
        p('Wenn Sie weit weg wohnen, zeigen wir Ihnen die Welpen gern per Videoanruf.'),
      ),
    },
  },
];
