import { cn } from '@/lib/cn';

/**
 * HTML produced on the server by markdown-it with raw HTML disabled (src/modules/content/markdown.ts):
 * content files can format text but cannot inject markup or scripts.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
