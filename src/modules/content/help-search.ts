import MiniSearch from 'minisearch';
/** What the index reads of a page: help articles and documentation pages both fit. */
export interface SearchablePage {
  path: string;
  title: string;
  description: string;
  /** The page's group (a help category, a docs section), shown with each result. */
  category: string;
  body: { text: string };
}

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

/** One match of a query with how it was scored. */
export interface SearchExplanation {
  path: string;
  title: string;
  /** MiniSearch's relevance (fields boosted, prefix and fuzzy matches counted). */
  matchScore: number;
  /** 4 for the phrase in the title or description, 2 in the body, else 1. */
  phraseBoost: number;
  score: number;
  terms: string[];
  /** False when it scored under a tenth of the best and is left out of results. */
  shown: boolean;
}

const SNIPPET_RADIUS = 90;
/** An article with the query as typed (several words side by side) counts this much more. */
const PHRASE_BOOST = { title: 4, body: 2 };
/** Results scoring under this share of the best one are noise for a reader: left out. */
const MIN_SHARE_OF_BEST = 0.1;

/**
 * Full-text search over pages' titles, descriptions and bodies (in memory: the help centre's
 * articles or the documentation's pages, loaded at boot). Results carry highlighted segments
 * rather than HTML, so nothing is injected.
 */
export class HelpSearchIndex {
  private readonly index = new MiniSearch<{ id: string; title: string; description: string; body: string }>({
    fields: ['title', 'description', 'body'],
    searchOptions: { boost: { title: 3, description: 2 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  private readonly byPath = new Map<string, SearchablePage>();
  /** Each article's heading and body in lower case with single spaces, for the phrase boost (made once). */
  private readonly phraseText = new Map<string, { heading: string; body: string }>();

  constructor(articles: SearchablePage[]) {
    const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');
    for (const article of articles) {
      this.byPath.set(article.path, article);
      this.phraseText.set(article.path, {
        heading: flat(`${article.title} ${article.description}`),
        body: flat(article.body.text),
      });
    }
    this.index.addAll(
      articles.map((a) => ({ id: a.path, title: a.title, description: a.description, body: a.body.text })),
    );
  }

  search(query: string, limit = 20): HelpSearchResult[] {
    return this.rank(query)
      .filter((entry) => entry.shown)
      .slice(0, limit)
      .flatMap(({ hit }) => {
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

  /** The ranking behind a search, every match with its scores (the back office's /help/test). */
  explain(query: string): SearchExplanation[] {
    return this.rank(query).map(({ hit, boost, score, shown }) => ({
      path: hit.id,
      title: this.byPath.get(hit.id)?.title ?? hit.id,
      matchScore: hit.score,
      phraseBoost: boost,
      score,
      terms: hit.terms,
      shown,
    }));
  }

  /**
   * Every word must match (AND); an article holding the words as typed, side by side, ranks above
   * one that has them far apart; and weak matches (a fraction of the best) are not shown.
   */
  private rank(query: string) {
    const trimmed = query.trim().slice(0, 200);
    if (!trimmed) return [];
    const phrase = trimmed.toLowerCase().replace(/\s+/g, ' ');
    const hasSpace = phrase.includes(' ');
    const ranked = this.index
      .search(trimmed)
      .map((hit) => {
        const text = this.phraseText.get(hit.id);
        const boost =
          !hasSpace || !text
            ? 1
            : text.heading.includes(phrase)
              ? PHRASE_BOOST.title
              : text.body.includes(phrase)
                ? PHRASE_BOOST.body
                : 1;
        return { hit, boost, score: hit.score * boost };
      })
      .sort((a, b) => b.score - a.score);
    const best = ranked[0]?.score ?? 0;
    return ranked.map((entry) => ({ ...entry, shown: entry.score >= best * MIN_SHARE_OF_BEST }));
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
