import 'server-only';
import { getDog, listAllDogs } from '@/lib/server/dogs';
import type { Dog } from '@/lib/validation/responses';
import { adminRecord } from './admin-record';

/*
 * The dogs as the admin screens first show them (issue 35): rendered with the page, as
 * `GET /api/admin/dogs` answers, so a screen paints its list or form without asking again.
 */

export const getAdminDogs: () => Promise<Dog[]> = listAllDogs;

/** The dog an admin address names, as stored; none is the admin's 404. */
export const getAdminDog = (id: number | null): Promise<Dog> => adminRecord(id, getDog);
