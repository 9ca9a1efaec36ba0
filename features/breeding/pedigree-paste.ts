import { MAX_GENERATIONS } from './generations';

// A pedigree pasted as text, read as forgivingly as it can be (docs/breeding.md): each line one
// ancestor, its place given by a position code (`SD` the sire's dam; V for Vater and F for
// father count as S, M for mother or Mutter as D; `SD:` and `SD.` too), by its Ahnentafel number
// (2 the sire, 3 the dam, 2n and 2n+1 the parents of n: `5.` is the sire's dam), or by its
// indentation as an outline (a line's first deeper line is its sire, the second its dam; a line
// starting Sire/Dam, Father/Mother, Vater/Mutter or Apa/Anya says which). After the place: the
// name, then the registration number (the part with digits, or in brackets) and the colour,
// apart by tabs, |, ;, commas, " - " or two spaces, or in one run ("Bella HU 123/21 blue").

/** One ancestor as a line gives it. */
export interface PastedAncestor {
  name: string;
  registration: string;
  colour: string;
}

export type UnreadReason = 'noName' | 'tooDeep' | 'taken' | 'noPlace';

export interface UnreadLine {
  /** The line's number in the pasted text, from 1. */
  line: number;
  text: string;
  reason: UnreadReason;
}

export interface PastedPedigree {
  /** Each ancestor by its place: `s` the sire, `sd` the sire's dam… */
  places: Record<string, PastedAncestor>;
  unread: UnreadLine[];
}

const SIRE_LETTERS = 'SFV';
const CODE = /^([SDFVM]{1,8})(?:[:.)\]]\s*|\s+[-–—:]?\s*|\s*[-–—]\s+)(.*)$/i;
const NUMBER = /^(\d{1,3})\s*[.):\]]\s*(.*)$/;
const WORD = /^(sire|dam|father|mother|vater|mutter|apa|anya|rüde|hündin)\b\s*[:.\-–—]?\s*(.*)$/i;
const SIRE_WORDS = new Set(['sire', 'father', 'vater', 'apa', 'rüde']);

const codeOf = (letters: string) =>
  [...letters.toUpperCase()].map((c) => (SIRE_LETTERS.includes(c) ? 's' : 'd')).join('');

/** The place of Ahnentafel number `n` (2 the sire, 3 the dam), or null for 1 and below. */
function ahnentafel(n: number): string | null {
  if (n < 2) return null;
  return n.toString(2).slice(1).replace(/0/g, 's').replace(/1/g, 'd');
}

const hasDigit = (text: string) => /\d/.test(text);
/** A studbook prefix before the number: HU, MET.Fb., VDH/FCI, LOF. */
const isPrefix = (token: string) =>
  /^[A-ZÄÖÜ][A-ZÄÖÜa-z./-]{0,9}$/.test(token) && !/[a-z]{2}/.test(token);

/** Name, registration number and colour from what follows the place. */
export function ancestorFields(text: string): PastedAncestor {
  const parts = text
    .split(/\t+|\s*[|;,]\s*|\s+[-–—]\s+|\s{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const [head = '', ...rest] = parts;
  // Apart from the rest, the first part is the name (a number in brackets aside).
  const own = rest.length > 0 && !BRACKETED.test(head) ? nameOnly(head) : inOneRun(head);
  const at = own.registration ? -1 : rest.findIndex(hasDigit);
  return {
    name: own.name,
    registration: own.registration || (at < 0 ? '' : unbracket(rest[at]!)),
    colour: [own.colour, ...rest.filter((_, i) => i !== at)].filter(Boolean).join(', '),
  };
}

const BRACKETED = /[([]([^()[\]]*\d[^()[\]]*)[)\]]/;
const nameOnly = (text: string) => ({ name: unbracket(text), registration: '', colour: '' });

/** "Bella HU 123/21 blue", "Bella (HU 123/21) blue", or a name alone. */
function inOneRun(text: string): PastedAncestor {
  const bracketed = BRACKETED.exec(text);
  if (bracketed) {
    return {
      name: tidy(text.slice(0, bracketed.index)),
      registration: bracketed[1]!.trim(),
      colour: tidy(text.slice(bracketed.index + bracketed[0].length)),
    };
  }
  const tokens = text.split(/\s+/);
  // The name keeps its first word even when it has a digit.
  const first = tokens.findIndex((token, i) => i > 0 && hasDigit(token));
  if (first < 0) return { name: unbracket(text), registration: '', colour: '' };
  let start = first;
  while (start > 1 && isPrefix(tokens[start - 1]!)) start -= 1;
  let end = first + 1;
  while (end < tokens.length && hasDigit(tokens[end]!)) end += 1;
  return {
    name: tidy(tokens.slice(0, start).join(' ')),
    registration: tokens.slice(start, end).join(' '),
    colour: tidy(tokens.slice(end).join(' ')),
  };
}

const tidy = (text: string) => text.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '');
const unbracket = (text: string) => tidy(text.replace(/^[([]\s*|\s*[)\]]$/g, ''));

/** A line that begins with the dog's own name (then its number, its colour…). */
const namesSubject = (content: string, subject: string) => {
  const name = subject.trim().toLocaleLowerCase();
  const line = content.toLocaleLowerCase();
  return name !== '' && line.startsWith(name) && !/[\p{L}\d]/u.test(line.charAt(name.length));
};

/** How far a line is indented: a tab as four spaces. */
const indentOf = (line: string) => {
  let width = 0;
  for (const c of line) {
    if (c === ' ' || c === '\u00a0') width += 1;
    else if (c === '\t') width += 4;
    else break;
  }
  return width;
};

/**
 * Reads a pasted pedigree. `subject`: the dog's own name, so a first line naming the dog itself
 * (as printed pedigrees begin) is passed over. Lines it cannot place are listed with why.
 */
export function parsePastedPedigree(text: string, subject?: string): PastedPedigree {
  const places: Record<string, PastedAncestor> = {};
  const unread: UnreadLine[] = [];
  // The outline's open lines: their indentation and place ('' the dog itself).
  const stack: { indent: number; place: string }[] = [];
  let first = true;

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    // Blank lines and rulers (----, ====) stand for nothing.
    if (!/[\p{L}\d]/u.test(content)) return;
    const indent = indentOf(raw);
    const isFirst = first;
    first = false;
    if (isFirst && subject && namesSubject(content, subject)) {
      stack.push({ indent, place: '' });
      return;
    }
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1]?.place ?? '';

    let place: string | null;
    let rest: string;
    const code = CODE.exec(content);
    const number = NUMBER.exec(content);
    const word = WORD.exec(content);
    if (code) {
      place = codeOf(code[1]!);
      rest = code[2]!;
    } else if (number) {
      // 1 is the dog itself.
      if (number[1] === '1') {
        stack.push({ indent, place: '' });
        return;
      }
      place = ahnentafel(Number(number[1]));
      rest = number[2]!;
    } else if (word) {
      place = parent + (SIRE_WORDS.has(word[1]!.toLowerCase()) ? 's' : 'd');
      rest = word[2]!;
    } else {
      // The outline: the parent's next free place, sire first.
      place = [`${parent}s`, `${parent}d`].find((free) => !places[free]) ?? null;
      rest = content;
    }
    if (place === null) {
      unread.push({ line, text: content, reason: 'noPlace' });
      return;
    }
    if (place.length > MAX_GENERATIONS) {
      unread.push({ line, text: content, reason: 'tooDeep' });
      return;
    }
    const fields = ancestorFields(rest);
    if (!fields.name) {
      unread.push({ line, text: content, reason: 'noName' });
      return;
    }
    if (places[place]) {
      unread.push({ line, text: content, reason: 'taken' });
      return;
    }
    places[place] = fields;
    stack.push({ indent, place });
  });
  return { places, unread };
}
