// Fills an empty database with demo dogs, photos and owners' gallery images, for trying the site
// and for benchmarks:  npm run seed:demo
// Refuses to touch a database that already holds dogs or gallery photos. Stop the server first
// when it uses the embedded database in the same DATA_DIR.
import { count } from 'drizzle-orm';
import { getDatabase } from '@/lib/db/client';
import { dogs, galleryImages } from '@/lib/db/schema';
import { addDogImages, createDog } from '@/lib/server/dogs';
import { addGalleryImages } from '@/lib/server/gallery';
import { dogCreateSchema, type DogColor } from '@/lib/validation/dog';
import { demoPhoto } from './lib/demo-photo';
import { runMain } from './lib/run-main';

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
const GALLERY_PHOTOS = 8;

async function main(): Promise<number> {
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

    for (const [index, seed] of DOGS.entries()) {
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
        Array.from({ length: PHOTOS_PER_DOG }, async (_, i) => ({
          name: `${dog.slug}-${i + 1}.jpg`,
          // Every second photo upright, as phones take most of them.
          data: await demoPhoto(
            seed.color,
            index * PHOTOS_PER_DOG + i,
            i % 2 ? 1200 : 1600,
            i % 2 ? 1600 : 1200,
          ),
        })),
      );
      const { added } = await addDogImages(dog.id, { files, refused: [] });
      console.log(`Dog ${dog.name} (/${dog.slug}) with ${added} photos.`);
    }

    const colors: DogColor[] = ['blue', 'tan', 'lilac'];
    const files = await Promise.all(
      Array.from({ length: GALLERY_PHOTOS }, async (_, i) => ({
        name: `owner-photo-${i + 1}.jpg`,
        // Owners' photos come in every shape: landscape, portrait and square.
        data: await demoPhoto(
          colors[i % 3]!,
          100 + i,
          [1600, 1200, 1600][i % 3]!,
          [1200, 1600, 1600][i % 3]!,
        ),
      })),
    );
    const { added } = await addGalleryImages({ files, refused: [] });
    console.log(`Gallery: ${added} photos.`);
    return 0;
  } finally {
    await handle.close();
  }
}

runMain(main);
