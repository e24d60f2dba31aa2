import { FormTokens } from '@modules/leads/form-tokens';
import { uniqueEmail } from './auth-helpers';
import { TestApp } from './test-app';

/** A contact form a person would send (its form token issued a while ago, as a page shown earlier). */
export function contactForm(app: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ravi Patel',
    email: uniqueEmail('ravi'),
    company: 'Contoso Analytics',
    crm: 'salesforce',
    topic: 'reporting',
    message: 'Our pipeline report disagrees with finance every month. Can you help?',
    consent: true,
    homepage: '',
    form_token: app.app.get(FormTokens).issue(Date.now() - 30_000),
    source_path: '/contact',
    ...overrides,
  };
}
