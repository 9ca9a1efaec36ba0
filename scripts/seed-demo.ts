// Fills an empty database with demo dogs, photos and owners' gallery images, for trying the site
// and for benchmarks:  npm run seed:demo  (6 dogs, 8 gallery photos), or at any size:
//   npm run seed:demo -- --dogs 200 --gallery 1000
// Every photo goes through the upload pipeline (checked, rotated, stripped, WebP variants); the
// generated ones past the first six dogs are small, so a large seed takes minutes, not hours.
// Refuses to touch a database that already holds dogs or gallery photos. Stop the server first
// when it uses the embedded database in the same DATA_DIR.
import { count } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { dogs, galleryImages } from '@/lib/db/schema';
import { addDogImages, createDog } from '@/features/dogs/server/dogs';
import { importGalleryImages } from '@/features/gallery/server/gallery';
import { dogCreateSchema, type DogColor } from '@/features/dogs/schema';
import { MAX_FILES_PER_UPLOAD } from '@/lib/validation/upload';
import { demoPhoto } from './lib/demo-photo';
import { runMain } from './lib/run-main';
import { parseSeedArgs, SeedArgsError } from './lib/seed-args';

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const DOGS = [
  {
    name: 'Bogyó',
    color: 'blue',
    gender: 'male',
    age: 63,
    price: 2900,
    foundParent: false,
    description: {
      en: 'Bogyó is a cheerful blue boy who loves cuddles and squeaky toys. He is already used to car rides, the vacuum cleaner and our children.\n\nHe sleeps through the night and is making great progress with house training.',
      hu: 'Bogyó vidám kék kan, aki imádja a simogatást és a sípolós játékokat. Már megszokta az autózást, a porszívót és a gyerekeinket.\n\nÁtalussza az éjszakát, és szépen halad a szobatisztaságban.',
      de: 'Bogyó ist ein fröhlicher blauer Rüde, der Kuscheln und quietschende Spielzeuge liebt. Autofahrten, Staubsauger und unsere Kinder kennt er schon.\n\nEr schläft nachts durch und macht große Fortschritte bei der Stubenreinheit.',
    },
  },
  {
    name: 'Zsófi',
    color: 'lilac',
    gender: 'female',
    age: 70,
    price: 3200,
    foundParent: false,
    description: {
      en: 'Zsófi is a gentle lilac girl with a calm nature. She enjoys watching the world from a warm lap and is always first at the food bowl.',
      hu: 'Zsófi szelíd, lila szuka, nyugodt természettel. Legszívesebben egy meleg ölből figyeli a világot, és mindig elsőként ér az etetőtálhoz.',
      de: 'Zsófi ist eine sanfte Hündin in Lilac mit ruhigem Wesen. Am liebsten beobachtet sie die Welt von einem warmen Schoß aus und ist immer als Erste am Futternapf.',
    },
  },
  {
    name: 'Bruno',
    color: 'tan',
    gender: 'male',
    age: 84,
    price: 2700,
    foundParent: false,
    description: {
      en: 'Bruno is a playful tan boy full of energy. He loves chasing balls in the garden and then falling asleep on his back.',
      hu: 'Bruno játékos, energikus tan kan. Imád labdát kergetni a kertben, aztán a hátán elaludni.',
      de: 'Bruno ist ein verspielter Rüde in Tan voller Energie. Er jagt gern Bällen im Garten hinterher und schläft danach auf dem Rücken ein.',
    },
  },
  {
    name: 'Lili',
    color: 'blue',
    gender: 'female',
    age: 56,
    price: null,
    foundParent: false,
    description: {
      en: 'Lili is the smallest of her litter, curious and brave. She follows us everywhere and greets every visitor with a wagging tail.',
      hu: 'Lili az alom legkisebbje: kíváncsi és bátor. Mindenhová követ minket, és minden vendéget farkcsóválva üdvözöl.',
      de: 'Lili ist die Kleinste ihres Wurfs, neugierig und mutig. Sie folgt uns überallhin und begrüßt jeden Besuch schwanzwedelnd.',
    },
  },
  {
    name: 'Maxi',
    color: 'tan',
    gender: 'male',
    age: 160,
    price: 2800,
    foundParent: true,
    description: {
      en: 'Maxi now lives with his new family in Vienna, where he enjoys long walks along the Danube.',
      hu: 'Maxi új családjával Bécsben él, ahol a hosszú Duna-parti sétákat élvezi.',
      de: 'Maxi lebt jetzt bei seiner neuen Familie in Wien und genießt lange Spaziergänge an der Donau.',
    },
  },
  {
    name: 'Panka',
    color: 'lilac',
    gender: 'female',
    age: 200,
    price: 3000,
    foundParent: true,
    description: {
      en: 'Panka flew to Munich and has become the queen of the sofa in her new home.',
      hu: 'Panka Münchenbe repült, és új otthonában a kanapé királynője lett.',
      de: 'Panka ist nach München geflogen und ist in ihrem neuen Zuhause die Königin des Sofas geworden.',
    },
  },
] as const;

const PHOTOS_PER_DOG = 4;
/** Photos of each generated dog (past the six above), and their size: enough for every layout. */
const GENERATED_PHOTOS_PER_DOG = 2;
/** Width and height of the demo dogs' photos, and of the small ones past the first six dogs. */
const FULL_SIZE = { landscape: [1600, 1200], upright: [1200, 1600] } as const;
const GENERATED_SIZE = { landscape: [800, 600], upright: [600, 800] } as const;

const COLORS = ['blue', 'tan', 'lilac'] as const satisfies DogColor[];
const NAMES = [
  'Bodza',
  'Csoki',
  'Fahéj',
  'Gombóc',
  'Hópihe',
  'Kókusz',
  'Levendula',
  'Mákos',
  'Morzsa',
  'Pöttyös',
  'Süti',
  'Tappancs',
  'Vanília',
  'Zserbó',
  'Babóca',
  'Cirmi',
  'Dió',
  'Füge',
  'Kavics',
  'Mogyoró',
];

type SeedDog = {
  name: string;
  // The demo photos are drawn in the seed's three coats.
  color: (typeof COLORS)[number];
  gender: 'male' | 'female';
  age: number;
  price: number | null;
  foundParent: boolean;
  description: { en: string; hu: string; de: string };
};

/** The `n`th generated dog (from 0): a name, coat and age of its own; older dogs have a family. */
function generatedDog(n: number): SeedDog {
  const name = `${NAMES[n % NAMES.length]!} ${Math.floor(n / NAMES.length) + 1}`;
  const color = COLORS[n % COLORS.length]!;
  const gender = n % 2 === 0 ? 'female' : 'male';
  // One in four is still looking for a family (8–16 weeks old); the others are up to 8 years old.
  const placed = n % 4 !== 0;
  const age = placed ? 120 + ((n * 37) % 2800) : 56 + ((n * 7) % 56);
  const colorName = {
    blue: { en: 'blue', hu: 'kék', de: 'blauer' },
    tan: { en: 'tan', hu: 'cser', de: 'tanfarbener' },
    lilac: { en: 'lilac', hu: 'lila', de: 'lilafarbener' },
  }[color];
  return {
    name,
    color,
    gender,
    age,
    price: placed ? null : 2500 + (n % 8) * 100,
    foundParent: placed,
    description: placed
      ? {
          en: `${name} is a ${colorName.en} French Bulldog who now lives happily with a family of their own.`,
          hu: `${name} ${colorName.hu} francia bulldog, aki ma már boldogan él a saját családjával.`,
          de: `${name} ist ein ${colorName.de} Frenchie, der heute glücklich bei seiner eigenen Familie lebt.`,
        }
      : {
          en: `${name} is a cheerful ${colorName.en} French Bulldog puppy, vaccinated, chipped and ready to travel.`,
          hu: `${name} vidám, ${colorName.hu} francia bulldog kölyök: oltva, chipezve, utazásra készen.`,
          de: `${name} ist ein fröhlicher ${colorName.de} Frenchie-Welpe, geimpft, gechippt und reisebereit.`,
        },
  };
}

/** Splits `items` into uploads of at most MAX_FILES_PER_UPLOAD, as the admin sends them. */
function uploads<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_FILES_PER_UPLOAD) {
    out.push(items.slice(i, i + MAX_FILES_PER_UPLOAD));
  }
  return out;
}

async function main(): Promise<number> {
  let size;
  try {
    size = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedArgsError)) throw error;
    console.error(error.message);
    return 2;
  }
  const handle = await getDatabase();
  try {
    const [{ dogCount } = { dogCount: 0 }] = await handle.db
      .select({ dogCount: count() })
      .from(dogs);
    const [{ galleryCount } = { galleryCount: 0 }] = await handle.db
      .select({ galleryCount: count() })
      .from(galleryImages);
    if (dogCount > 0 || galleryCount > 0) {
      console.error(
        `The database already holds ${dogCount} dogs and ${galleryCount} gallery photos: ` +
          'demo data only goes into an empty one. Nothing was changed.',
      );
      return 1;
    }

    const started = Date.now();
    // The generated dogs first, so the six hand-written ones stay the newest (first in lists).
    const seeds: { seed: SeedDog; photos: number; generated: boolean }[] = [
      ...Array.from({ length: Math.max(0, size.dogs - DOGS.length) }, (_, n) => ({
        seed: generatedDog(n),
        photos: GENERATED_PHOTOS_PER_DOG,
        generated: true,
      })).reverse(),
      ...DOGS.slice(0, size.dogs).map((seed) => ({
        seed: seed as SeedDog,
        photos: PHOTOS_PER_DOG,
        generated: false,
      })),
    ];
    for (const [index, { seed, photos, generated }] of seeds.entries()) {
      const dog = await createDog(
        dogCreateSchema.parse({
          name: seed.name,
          color: seed.color,
          gender: seed.gender,
          birthday: daysAgo(seed.age),
          price: seed.price,
          enabled: true,
          foundParent: seed.foundParent,
          description: seed.description,
        }),
      );
      const files = await Promise.all(
        Array.from({ length: photos }, async (_, i) => ({
          name: `${dog.slug}-${i + 1}.jpg`,
          // Every second photo upright, as phones take most of them.
          data: await demoPhoto(
            seed.color,
            index * PHOTOS_PER_DOG + i,
            ...(generated ? GENERATED_SIZE : FULL_SIZE)[i % 2 ? 'upright' : 'landscape'],
          ),
        })),
      );
      const { added } = await addDogImages(dog.id, { files, refused: [] });
      if (!generated || seeds.length <= 20) {
        console.log(`Dog ${dog.name} (/${dog.slug}) with ${added} photos.`);
      }
    }
    if (seeds.length > 20) console.log(`Dogs: ${seeds.length}.`);

    const large = size.gallery > 8;
    let added = 0;
    for (const batch of uploads(Array.from({ length: size.gallery }, (_, i) => i))) {
      const files = await Promise.all(
        batch.map(async (i) => ({
          name: `owner-photo-${i + 1}.jpg`,
          // Owners' photos come in every shape: landscape, portrait and square.
          data: large
            ? await demoPhoto(COLORS[i % 3]!, 100 + i, 600, [450, 800, 600][i % 3]!)
            : await demoPhoto(
                COLORS[i % 3]!,
                100 + i,
                [1600, 1200, 1600][i % 3]!,
                [1200, 1600, 1600][i % 3]!,
              ),
        })),
      );
      added += (await importGalleryImages({ files, refused: [] })).added;
    }
    console.log(`Gallery: ${added} photos.`);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await handle.close();
  }
}

runMain(main);
