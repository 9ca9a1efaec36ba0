// What the API description says of the news and the FAQ (app/api/news, app/api/faq and their
// admin routes).

export const NEWS_POST =
  'A post: `{id, slug, title: {en, hu, de}, body: {en, hu, de} (the editor’s JSON doc or ' +
  'null), publishAt, litterId, litter: {id, slug, mother} | null, images, version, …}`';

export const FAQ_LIST =
  'The FAQ: `{entries: [{id, question: {en, hu, de}, answer: {en, hu, de}, version, ' +
  'updatedAt}], order}`; `order` is the ids in order, the version a reorder sends back';

/** The texts of a post or a question as they are written. */
export const RICH_TEXTS =
  'Texts per language; a text is the editor’s JSON doc or HTML (sanitised: only links to ' +
  'http(s), mailto and tel, only the site’s own photos). A language left empty shows English.';
