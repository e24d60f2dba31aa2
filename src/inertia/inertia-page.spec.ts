import { InertiaPage, serializePageForHtml } from './inertia-page';

const page = (payload: unknown): InertiaPage => ({
  component: 'x',
  props: { errors: {}, payload },
  url: '/',
  version: '1',
  flash: {},
});

describe('serializePageForHtml', () => {
  it.each(['</script><script>alert(1)</script>', '<!-- comment', 'a\u2028b\u2029c', '&amp; > <'])(
    'keeps %j from breaking out of the script element, and round-trips it',
    (payload) => {
      const json = serializePageForHtml(page(payload));
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json).props.payload).toBe(payload);
    },
  );
});
