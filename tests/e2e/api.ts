import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Route } from '@playwright/test';
import sharp from 'sharp';
import type { Dog } from '../../lib/validation/responses';
import { test as base, expect } from './hydration';
import type { HealthTestInput } from '@/features/health/schema';

/** The admin every browser test shares: the first worker signs up, the others log in. */
const ADMIN = { name: 'E2E Admin', email: 'e2e-admin@example.com', password: 'e2eSecret123' };

export interface DogInput {
  name?: string;
  color?: 'blue' | 'tan' | 'lilac';
  birthday?: string;
  gender?: 'male' | 'female';
  price?: number | null;
  enabled?: boolean;
  foundParent?: boolean;
  reserved?: boolean;
  description?: { en?: string; hu?: string; de?: string };
  kind?: 'puppy' | 'parent';
  registration?: string;
  healthTests?: HealthTestInput[];
  motherId?: number | null;
  fatherId?: number | null;
  litterId?: number | null;
  chipNumber?: string;
  countryOfBirth?: string;
  petPassport?: boolean | null;
  vaccinations?: { kind: string; date: string }[];
  photoWithMother?: number | null;
}

export type CreatedDog = Dog;

/** Test data created through the public HTTP API, as the breeder's admin screens do. */
export class KennelApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get auth() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async createDog(input: DogInput = {}): Promise<CreatedDog> {
    const response = await this.request.post('/api/admin/dogs', {
      headers: this.auth,
      data: {
        name: `Pup ${randomUUID().slice(0, 8)}`,
        color: 'blue',
        birthday: new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10),
        gender: 'female',
        price: 2500,
        enabled: true,
        ...input,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }

  /** A dog as stored now (the admin API's view). */
  async getDog(id: number): Promise<CreatedDog> {
    const response = await this.request.get(`/api/admin/dogs/${id}`, { headers: this.auth });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  async updateDog(id: number, patch: DogInput): Promise<CreatedDog> {
    const response = await this.request.patch(`/api/admin/dogs/${id}`, {
      headers: this.auth,
      data: patch,
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  /**
   * The seller's legal identity, which a contract names: the values the legal-notice
   * spec saves (it runs first, playwright.config.ts), so saving them again changes nothing.
   */
  async setSeller() {
    const response = await this.request.put('/api/facts', {
      headers: this.auth,
      data: {
        businessName: 'Kovács Éva EV',
        address: '1111 Budapest\nFő utca 1.',
        taxNumber: '12345676-1-43',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** A litter: `motherId` must name a female parent. */
  async createLitter(input: Record<string, unknown>): Promise<{ id: number; slug: string }> {
    const response = await this.request.post('/api/admin/litters', {
      headers: this.auth,
      data: input,
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }

  async addDogPhotos(id: number, count: number) {
    return this.upload(`/api/admin/dogs/${id}/images`, count);
  }

  async addGalleryPhotos(count: number) {
    return this.upload('/api/admin/gallery', count);
  }

  /** Sets a dog photo's focal point as a script (another tab) would: no version, overwrites. */
  async setDogPhotoFocal(id: number, imageId: number, focal: { x: number; y: number } | null) {
    const response = await this.request.patch(`/api/admin/dogs/${id}/images/${imageId}`, {
      headers: this.auth,
      data: { focal },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  /** Puts a dog's photos in this order, as another tab would. */
  async reorderDogPhotos(id: number, ids: number[]) {
    const response = await this.request.put(`/api/admin/dogs/${id}/images/order`, {
      headers: this.auth,
      data: { ids },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  }

  private async upload(path: string, count: number) {
    const files = await Promise.all(Array.from({ length: count }, (_, i) => photo(i)));
    const multipart = new FormData();
    for (const [i, data] of files.entries()) {
      multipart.append(
        'images',
        new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
        `p${i}.jpg`,
      );
    }
    const response = await this.request.post(path, { headers: this.auth, multipart });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }
}

/** A landscape JPEG in a colour of its own, like a photo from a phone. */
async function photo(index: number): Promise<Buffer> {
  const hue = (index * 67) % 360;
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: `hsl(${hue}, 60%, 60%)` },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const signup = await request.post('/api/auth/signup', { data: ADMIN });
  if (signup.status() === 201) return (await signup.json()).token;
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).token;
}

export const test = base.extend<{ api: KennelApi }, { token: string }>({
  token: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await provide(await adminToken(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  api: async ({ request, token }, provide) => {
    await provide(new KennelApi(request, token));
  },
});

export { expect };

/** Signs the browser in as the shared admin, as a login would: session cookie plus the hint. */
export async function signIn(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'session', value: token, url: baseURL },
    { name: 'signed_in', value: '1', url: baseURL },
  ]);
}

/** Answers an intercepted API call with a status and a JSON body, as a failing server would. */
export function answerJson(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}
