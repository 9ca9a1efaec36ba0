import type { AppLocale } from '@/i18n/routing';
import type { RichDoc } from '@/lib/rich-text/doc';

/** One of the site's own photos the breeder may put into a text. */
export interface RichTextPhoto {
  src: string;
  alt: string;
  /** The photo's own size, kept with it in the text (no layout shift on the page). */
  width?: number;
  height?: number;
}

/**
 * The rich-text field of the admin screens (RichTextField loads the editor when it is used).
 * Its value is always a sanitised RichDoc: `onChange` never hands back anything else.
 */
export interface RichTextEditorProps {
  /** The editable area's id (the toolbar, counter and error derive theirs from it). */
  id: string;
  /** The id of the element that names the field (its visible label). */
  labelledBy: string;
  /** Ids of help texts about the field, read after its name. */
  describedBy?: string;
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** The most characters the text may have (docLength): the counter counts against it. */
  max: number;
  /** The language of the text being written (spell checking, screen readers). */
  lang: AppLocale;
  /** A translated error to show beside the field (the server's, or the form's). */
  error?: string;
  /** Photos the toolbar offers to insert; without them there is no photo button. */
  photos?: RichTextPhoto[];
  /** Put the cursor in the text once the editor has loaded (it was loaded by a tap on it). */
  autoFocus?: boolean;
}
