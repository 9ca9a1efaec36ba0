'use client';

// The browser side of the site's translations: the messages a page hands its browser components
// (components/layout/ClientMessages.tsx), formatted by icu-minify's runtime. The messages are
// compiled at build time (next.config.mjs, `precompile`), so formatting is a walk over arrays.
// next-intl's own browser provider carries use-intl's translator on top, on every page. This
// keeps its API (`useTranslations` with `t`, `t.rich`, `t.has`; `useLocale`;
// `useFormatter().dateTime` and `.number`) and its types, which stay next-intl's and check every
// key. Server components keep next-intl itself.
import format from 'icu-minify/format';
import type {
  useFormatter as nextIntlUseFormatter,
  useLocale as nextIntlUseLocale,
  useTranslations as nextIntlUseTranslations,
} from 'next-intl';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

type Messages = Record<string, unknown>;
type Values = Record<string, unknown>;

interface IntlValue {
  locale: string;
  messages: Messages;
  timeZone: string;
}

const IntlContext = createContext<IntlValue | null>(null);

/**
 * The messages a part of the page adds (an admin screen's, a form's) join those of the provider
 * around it: the layout's stay in reach of the part's components.
 */
export function IntlProvider({
  locale,
  messages,
  timeZone,
  children,
}: IntlValue & { children: ReactNode }) {
  const outer = useContext(IntlContext)?.messages;
  const value = useMemo(
    () => ({ locale, messages: outer ? { ...outer, ...messages } : messages, timeZone }),
    [locale, messages, outer, timeZone],
  );
  const nested = Boolean(outer);
  useEffect(() => (nested ? added.add(messages) : undefined), [nested, messages]);
  return <IntlContext value={value}>{children}</IntlContext>;
}

/**
 * The messages of the nested providers on the page, for a part of the layout that speaks for
 * them (the alert banner shows a form's error codes, and only the form's page carries them all).
 */
const added = (() => {
  const parts = new Set<Messages>();
  const listeners = new Set<() => void>();
  let merged: Messages | null = null;
  const changed = () => {
    merged = null;
    for (const listener of listeners) listener();
  };
  return {
    add(messages: Messages) {
      parts.add(messages);
      changed();
      return () => {
        parts.delete(messages);
        changed();
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => (merged ??= Object.assign({}, ...parts) as Messages),
  };
})();

/** Its children read the messages of every nested provider on the page too. */
export function WithAddedMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const extra = useSyncExternalStore(added.subscribe, added.snapshot, () => null);
  const value = useMemo(
    () => (extra ? { ...intl, messages: { ...intl.messages, ...extra } } : intl),
    [intl, extra],
  );
  return <IntlContext value={value}>{children}</IntlContext>;
}

function useIntl(): IntlValue {
  const value = useContext(IntlContext);
  if (!value) throw new Error('A translated component is rendered outside IntlProvider.');
  return value;
}

/** One formatter per locale and options: building an Intl formatter is the slow part. */
const formatterCache = new Map<string, unknown>();

function cached<T>(kind: string, args: unknown[], create: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`;
  let formatter = formatterCache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatterCache.set(key, formatter);
  }
  return formatter;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    cached('date', args, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    cached('number', args, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    cached('plural', args, () => new Intl.PluralRules(...args)),
};

/** The message at `path` (`Namespace.key`, nested by dots), if there is one. */
function lookup(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Rich-text tags give each element they return a key, as next-intl does: a message with two
 * links renders them as siblings in one array.
 */
function keyed(values: Values | undefined): Values | undefined {
  if (!values) return values;
  let index = 0;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = (value as (chunks: ReactNode[]) => ReactNode)(chunks);
            return isValidElement(element)
              ? cloneElement(element, { key: `${name}-${index++}` })
              : element;
          }
        : value,
    ]),
  );
}

function useTranslationsOf(namespace?: string) {
  const { locale, messages, timeZone } = useIntl();
  return useMemo(() => {
    const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
    const run = (key: string, values?: Values): ReactNode => {
      const path = pathOf(key);
      const message = lookup(messages, path);
      // As next-intl does: the missing message's path shows, and the console says why.
      if (message === undefined || (typeof message === 'object' && !Array.isArray(message))) {
        console.error(`Missing message: ${path} (${locale})`);
        return path;
      }
      return format<ReactNode>(
        message as Parameters<typeof format>[0],
        locale,
        keyed(values) as Parameters<typeof format<ReactNode>>[2],
        { formatters, timeZone },
      );
    };
    return Object.assign((key: string, values?: Values) => String(run(key, values)), {
      rich: (key: string, values?: Values) => run(key, values),
      has: (key: string) => lookup(messages, pathOf(key)) !== undefined,
    });
  }, [locale, messages, namespace, timeZone]);
}

function useFormatterOf() {
  const { locale, timeZone } = useIntl();
  return useMemo(
    () => ({
      dateTime: (date: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatters.getDateTimeFormat(locale, { timeZone, ...options }).format(date),
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        formatters.getNumberFormat(locale, options).format(value),
    }),
    [locale, timeZone],
  );
}

export const useTranslations = useTranslationsOf as unknown as typeof nextIntlUseTranslations;
export const useLocale = (() => useIntl().locale) as typeof nextIntlUseLocale;
export const useFormatter = useFormatterOf as unknown as typeof nextIntlUseFormatter;
/** The kennel's zone, as the server rendered with it (i18n/request.ts). */
export const useTimeZone = () => useIntl().timeZone;
