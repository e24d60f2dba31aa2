import { AppConfig } from '@config/app-config';
import { AssessmentLinks, RESUME_LINK_TTL_MS } from './assessment-links';

const links = new AssessmentLinks({
  appSecret: 'test-secret-test-secret-test-secret',
  appUrl: 'https://x.example',
} as AppConfig);
const response = { id: '7c1f7a4e-0000-4000-8000-000000000001', accessKey: 'key-1', resumeKey: 'resume-1' };
const tokenOf = (url: string) => new URL(url).searchParams.get('token');

describe('assessment credentials', () => {
  it('ties the browser cookie to the current access key', () => {
    const cookie = links.cookieValue(response);
    expect(links.cookieResponseId(cookie)).toBe(response.id);
    expect(links.holdsCookie(response, cookie)).toBe(true);
    expect(links.holdsCookie({ ...response, accessKey: 'key-2' }, cookie)).toBe(false);
    expect(links.holdsCookie(response, response.id)).toBe(false);
    expect(links.holdsCookie(response, `${response.id}.${'é'.repeat(32)}`)).toBe(false);
  });

  it('accepts a resume link until it expires or a newer link replaces its key', () => {
    const now = Date.now();
    const token = tokenOf(links.resumeUrl(response, now));
    expect(links.isResumeToken(response, token, now)).toBe(true);
    expect(links.isResumeToken(response, token, now + RESUME_LINK_TTL_MS + 1)).toBe(false);
    expect(links.isResumeToken({ ...response, resumeKey: 'resume-2' }, token, now)).toBe(false);
    expect(links.isResumeToken({ ...response, resumeKey: null }, token, now)).toBe(false);
    expect(links.isResumeToken(response, `${token!.split('.')[0]}0.${token!.split('.')[1]}`, now)).toBe(
      false,
    );
  });

  it('signs report links for one response only', () => {
    const token = tokenOf(`https://x.example${links.reportPath(response.id)}`);
    expect(links.isReportToken(response.id, token)).toBe(true);
    expect(links.isReportToken('7c1f7a4e-0000-4000-8000-000000000002', token)).toBe(false);
  });
});
