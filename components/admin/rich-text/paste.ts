// Pasted HTML tidied before the editor's schema reads it (browser only: DOMParser). The schema
// already drops styles and unknown tags; this keeps what word processors say in their own way.

/** Word's bullet or number, in a span the browser is told to ignore. */
const WORD_MARKER = /mso-list\s*:\s*ignore/i;
const NUMBERED = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i;

const isWordListParagraph = (el: Element) =>
  el.tagName === 'P' &&
  (/^MsoListParagraph/.test(el.className) ||
    /mso-list\s*:\s*l\d/i.test(el.getAttribute('style') ?? ''));

function unwrap(el: Element) {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(el: Element, tag: string) {
  const renamed = el.ownerDocument.createElement(tag);
  renamed.append(...Array.from(el.childNodes));
  el.replaceWith(renamed);
  return renamed;
}

/** Word writes a list as paragraphs with a typed bullet; these become the items of real lists. */
function wordLists(body: HTMLElement) {
  const paragraphs = Array.from(body.querySelectorAll('p')).filter(isWordListParagraph);
  let list: HTMLElement | null = null;
  for (const p of paragraphs) {
    const marker = Array.from(p.querySelectorAll('span')).find((s) =>
      WORD_MARKER.test(s.getAttribute('style') ?? ''),
    );
    const ordered = NUMBERED.test(marker?.textContent ?? '');
    marker?.remove();
    const previous = p.previousElementSibling;
    if (!list || previous !== list || (list.tagName === 'OL') !== ordered) {
      list = body.ownerDocument.createElement(ordered ? 'ol' : 'ul');
      p.before(list);
    }
    const item = body.ownerDocument.createElement('li');
    item.append(rename(p, 'p'));
    list.append(item);
  }
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  // Google Docs wraps the whole paste in a bold tag that says it is not bold.
  for (const b of Array.from(body.querySelectorAll('b'))) {
    if (/font-weight\s*:\s*(normal|[1-4]00)\b/i.test(b.getAttribute('style') ?? '')) unwrap(b);
  }
  // The page's title is its only h1: a pasted h1 is its top heading (h2), h5 and h6 are h4s.
  for (const h of Array.from(body.querySelectorAll('h1, h5, h6'))) {
    rename(h, h.tagName === 'H1' ? 'h2' : 'h4');
  }
  wordLists(body);
  return body.innerHTML;
}
