import MarkdownIt from 'markdown-it';
import { renderAgreementHtml } from './agreement-text';

describe('agreement text', () => {
  it('renders markdown with headings one level down and raw HTML shown as text', () => {
    const html = renderAgreementHtml('# Scope\n\nThe **audit** <script>alert(1)</script>');
    expect(html).toContain('<h2>Scope</h2>');
    expect(html).toContain('<strong>audit</strong>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders a text once, however often its page is shown', () => {
    const parse = jest.spyOn(MarkdownIt.prototype, 'parse');
    const body = `# Engagement ${Math.random()}\n\nFee: €1,500.00`;
    const first = renderAgreementHtml(body);
    expect(renderAgreementHtml(`${body}`)).toBe(first);
    expect(renderAgreementHtml(body)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
