import { routes } from './routes';
import { segments, withQuery } from './route-builder';

describe('typed route helpers', () => {
  it('fill parameters, encoded so a value cannot reach another route', () => {
    expect(routes.signing.document('6f1c1c1e-0000-4000-8000-000000000001')).toBe(
      '/sign/6f1c1c1e-0000-4000-8000-000000000001',
    );
    expect(routes.signing.cover('a/../../admin')).toBe('/sign/a%2F..%2F..%2Fadmin/cover');
    expect(routes.content.helpArticle('adoption/admin-governance')).toBe('/help/adoption/admin-governance');
    expect(segments('a b/../c')).toBe('a%20b/../c');
  });

  it('add a query, leaving out empty values and repeating arrays', () => {
    expect(routes.leads.contacts({ q: 'dana@northwind.example', page: 2 })).toBe(
      '/admin/contact-submissions?q=dana%40northwind.example&page=2',
    );
    expect(routes.images.image({ url: '/images/a b.png', w: 640, q: undefined })).toBe(
      '/_img?url=%2Fimages%2Fa+b.png&w=640',
    );
    expect(withQuery('/x', { tag: ['a', 'b'], none: null })).toBe('/x?tag=a&tag=b');
    expect(routes.signing.list({ 'filter[status]': 'paid' })).toBe('/sign/admin?filter%5Bstatus%5D=paid');
  });

  it('name the address when one handler answers several', () => {
    expect(routes.auth.loginPage('/admin-login')).toBe('/admin-login');
    expect(routes.auth.loginPage('/login', { link: 'expired' })).toBe('/login?link=expired');
    expect(routes.pages.crmMasteryProgramSessionsQuickWins()).toBe(
      '/crm-mastery-program/sessions/quick-wins',
    );
  });
});
