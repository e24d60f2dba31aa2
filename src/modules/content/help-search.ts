import MiniSearch from 'minisearch';
import type { HelpArticle } from './content-loader';

export interface HighlightedText {
  text: string;
  match: boolean;
}

export interface HelpSearchResult {
  path: string;
  title: HighlightedText[];
  category: string;
  snippet: HighlightedText[];
}

const SNIPPET_RADIUS = 90;

/**
 * Full-text search over help articles' titles, descriptions and bodies (in memory: the articles
 * are loaded at boot). Results carry highlighted segments rather than HTML, so nothing is injected.
 */
export class HelpSearchIndex {
  private readonly index = new MiniSearch<{ id: string; title: string; description: string; body: string }>({
    fields: ['title', 'description', 'body'],
    searchOptions: { boost: { title: 3, description: 2 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  private readonly byPath = new Map<string, HelpArticle>();

  constructor(articles: HelpArticle[]) {
    for (const article of articles) this.byPath.set(article.path, article);
    this.index.addAll(
      articles.map((a) => ({ id: a.path, title: a.title, description: a.description, body: a.body.text })),
    );
  }

  search(query: string, limit = 20): HelpSearchResult[] {
    const trimmed = query.trim().slice(0, 200);
    if (!trimmed) return [];
    return this.index
      .search(trimmed)
      .slice(0, limit)
      .flatMap((hit) => {
        const article = this.byPath.get(hit.id);
        if (!article) return [];
        const terms = hit.terms;
        return [
          {
            path: article.path,
            title: highlight(article.title, terms),
            category: article.category,
            snippet: highlight(snippetAround(`${article.description} ${article.body.text}`, terms), terms),
          },
        ];
      });
  }
}

function snippetAround(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((i) => i >= 0),
    text.length,
  );
  const start = at === text.length ? 0 : Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, start + SNIPPET_RADIUS * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export function highlight(text: string, terms: string[]): HighlightedText[] {
  const words = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, match: false }];
  const splitter = new RegExp(`(${words.join('|')})`, 'gi');
  const isTerm = new RegExp(`^(?:${words.join('|')})$`, 'i');
  return text
    .split(splitter)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: isTerm.test(part) }));
}
