import { isCompactIban } from './iban-rules.mjs';

/** An IBAN as stored and pasted into a bank's form: no spaces, capitals. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether `value`, spaced or not, is an IBAN: its country's length and check digits (ISO 13616). */
export const isIban = (value: string) => isCompactIban(compactIban(value));

/** Its groups of four, as ISO 13616 prints it for people to read. */
export const ibanGroups = (value: string) => compactIban(value).match(/.{1,4}/g) ?? [];

/** The printed form, for plain-text mails: `HU42 1177 3016 …`. */
export const printIban = (value: string) => ibanGroups(value).join(' ');
