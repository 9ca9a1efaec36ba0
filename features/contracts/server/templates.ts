import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { defaultContractTemplate } from '@/features/contracts/default-templates';
import { getDb } from '@/lib/db/client';
import { contractTemplates } from '@/lib/db/schema';
import type { RichDoc } from '@/lib/rich-text/doc';
import { EditConflict } from '@/lib/server/versions';

/** A contract template as the editor reads it; version 0: the built-in one, never saved. */
export interface ContractTemplateView {
  locale: AppLocale;
  doc: RichDoc;
  version: number;
  updatedAt: string | null;
}

export async function getContractTemplate(locale: AppLocale): Promise<ContractTemplateView> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.locale, locale));
  return row
    ? { locale, doc: row.doc, version: row.version, updatedAt: row.updatedAt.toISOString() }
    : { locale, doc: defaultContractTemplate(locale), version: 0, updatedAt: null };
}

/**
 * Saves the breeder's template. `version` is the one the screen read (0: the built-in one);
 * when another save came first: 409 with the template as it is now. Contracts already sent
 * keep their own text.
 */
export async function saveContractTemplate(
  locale: AppLocale,
  doc: RichDoc,
  version: number | undefined,
): Promise<ContractTemplateView> {
  const db = await getDb();
  const now = new Date();
  const insert = db.insert(contractTemplates).values({ locale, doc, version: 1, updatedAt: now });
  const saved =
    version === 0
      ? await insert.onConflictDoNothing().returning()
      : version === undefined
        ? await insert
            .onConflictDoUpdate({
              target: contractTemplates.locale,
              set: { doc, version: sql`${contractTemplates.version} + 1`, updatedAt: now },
            })
            .returning()
        : await db
            .update(contractTemplates)
            .set({ doc, version: sql`${contractTemplates.version} + 1`, updatedAt: now })
            .where(
              and(eq(contractTemplates.locale, locale), eq(contractTemplates.version, version)),
            )
            .returning();
  if (saved.length === 0) throw new EditConflict(await getContractTemplate(locale));
  return getContractTemplate(locale);
}

/** Every language's template for the editor, `first` first (the screen's language). */
export async function editorTemplates(first: AppLocale): Promise<ContractTemplateView[]> {
  const order = [first, ...(['en', 'hu', 'de'] as const).filter((code) => code !== first)];
  return Promise.all(order.map((code) => getContractTemplate(code)));
}
