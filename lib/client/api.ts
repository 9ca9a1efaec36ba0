'use client';

import type { ENQUIRY_STATUSES } from '@/lib/db/values';
import type { ApiErrorItem, UploadAnswer } from '@/lib/validation/responses';

/**
 * The browser's one way to the API (STYLE §9): same-origin `/api`, JSON in and out, the session
 * cookie sent along, and every failure turned into an `ApiRequestError` with the SPEC §7 shape.
 * It shows nothing and goes nowhere: screens report failures with `reportError`.
 */
const API_BASE = '/api';

/** SWR keys: one per resource, shared by every screen that reads or changes it. */
export const KEYS = {
  user: '/auth/user',
  info: '/info',
  dogs: '/admin/dogs',
  dog: (id: number) => `/admin/dogs/${id}`,
  litters: '/admin/litters',
  litter: (id: number) => `/admin/litters/${id}`,
  gallery: '/gallery',
  enquiries: (status?: (typeof ENQUIRY_STATUSES)[number]) =>
    `/admin/enquiries${status ? `?status=${status}` : ''}`,
  enquiry: (id: number) => `/admin/enquiries/${id}`,
  enquiryCounts: '/admin/enquiries/counts',
  waitingList: '/admin/waiting-list',
  news: '/admin/news',
  newsPost: (id: number) => `/admin/news/${id}`,
  faq: '/admin/faq',
  faqEntry: (id: number) => `/admin/faq/${id}`,
} as const;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiErrorItem[] = [],
    readonly retryAfter: number | null = null,
    /** With 409 `editConflict`: the record (or photo order) as it is stored now. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** What the danger alert lists: each `errors[].msg` if any, otherwise `message`. */
  get messages(): string[] {
    return this.errors.length > 0 ? this.errors.map((e) => e.msg) : [this.message];
  }
}

export async function errorFrom(response: Response): Promise<ApiRequestError> {
  let body: { message?: unknown; errors?: unknown; current?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): fall back to the generic message below.
  }
  const message = typeof body.message === 'string' ? body.message : 'serverError';
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(
        (e): e is ApiErrorItem => typeof (e as ApiErrorItem | null)?.msg === 'string',
      )
    : [];
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiRequestError(
    response.status,
    message,
    errors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    body.current,
  );
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiRequestError(0, 'networkError');
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** SWR's fetcher: the key is the API path. */
export const fetcher = <T>(path: string) => apiFetch<T>(path);

/** What the danger alert lists for any failure: the API's messages, or a network error. */
export function errorMessages(error: unknown): string[] {
  return error instanceof ApiRequestError ? error.messages : ['networkError'];
}

/** One file's upload with progress (fetch cannot report upload progress; XHR can). */
export function uploadFile(
  path: string,
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('images', file, name);
  return uploadForm<UploadAnswer>(path, form, onProgress);
}

/** A multipart form's upload with progress: a photo, or a document with its fields. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return sendWithProgress<T>('POST', path, form, (event) => {
    if (event.lengthComputable) onProgress(event.loaded / event.total);
  });
}

/**
 * A request whose body's upload reports progress (fetch cannot; XHR can), answered as apiFetch
 * answers: the JSON body, or the API's error.
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | Blob,
  onUpload: (event: ProgressEvent) => void,
  contentType?: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = onUpload;
    xhr.onerror = () => reject(new ApiRequestError(0, 'networkError'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        response.json().then(resolve as (value: unknown) => void, reject);
      } else {
        errorFrom(response).then(reject, reject);
      }
    };
    xhr.send(body);
  });
}
