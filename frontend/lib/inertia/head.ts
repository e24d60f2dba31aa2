/**
 * <Head> tags: rendered to strings (the server puts them in the document's head), and on the client
 * applied to document.head. Every managed element carries `data-inertia`, so a page's tags replace the
 * previous page's and never pile up.
 */

const VOID_TAGS = new Set(['base', 'link', 'meta']);
const HIDDEN_PROPS = new Set(['children', 'head-key', 'dangerouslySetInnerHTML']);
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );

export interface HeadTag {
  type: string;
  props: Record<string, unknown>;
}

export function renderHeadTag({ type, props }: HeadTag): string {
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (HIDDEN_PROPS.has(name) || value === undefined || value === null || value === false) continue;
    const text = String(value);
    attributes += text === '' ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`;
  }
  const key = props['head-key'];
  attributes += key === undefined ? ' data-inertia' : ` data-inertia="${escapeHtml(String(key))}"`;
  if (VOID_TAGS.has(type)) return `<${type}${attributes}>`;
  // Children of <Head> elements are text (a title, a JSON-LD block), written as given.
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  const text =
    inner ??
    [props.children]
      .flat()
      .filter((part) => typeof part === 'string' || typeof part === 'number')
      .join('');
  return `<${type}${attributes}>${text}</${type}>`;
}

export const renderTitle = (title: string) => `<title data-inertia="">${escapeHtml(title)}</title>`;

/** All mounted <Head>s' tags: one title (the last), tags with a head-key once, the rest as they come. */
export function collectHead(sources: Iterable<string[]>, title: (text: string) => string): string[] {
  const byKey = new Map<string, string>();
  let titleTag: string | undefined;
  for (const tags of sources) {
    for (const tag of tags) {
      if (tag.startsWith('<title')) {
        const match = /^(<title[^>]*>)([\s\S]*)(<\/title>)$/.exec(tag);
        titleTag = match ? `${match[1]}${title(match[2])}${match[3]}` : tag;
        continue;
      }
      const key = / data-inertia="([^"]+)"/.exec(tag)?.[1];
      byKey.set(key ? `key:${key}` : `#${byKey.size}`, tag);
    }
  }
  // A page without a title of its own still gets the site's.
  titleTag ??= title('') ? `<title data-inertia="">${title('')}</title>` : undefined;
  return [...(titleTag ? [titleTag] : []), ...byKey.values()];
}

function toElement(tag: string): Element | null {
  const template = document.createElement('template');
  template.innerHTML = tag;
  return template.content.firstElementChild;
}

/** Makes document.head's managed elements match `tags`, touching only what changed. */
export function applyHead(tags: string[]): void {
  const wanted = tags.map(toElement).filter((el): el is Element => el !== null);
  const existing = Array.from(document.head.querySelectorAll('[data-inertia]'));
  for (const element of existing) {
    const index = wanted.findIndex((candidate) => candidate.isEqualNode(element));
    if (index === -1) element.remove();
    else wanted.splice(index, 1);
  }
  for (const element of wanted) {
    if (element.tagName === 'TITLE') document.head.querySelector('title')?.remove();
    document.head.appendChild(element);
  }
}
