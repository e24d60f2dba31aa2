import { always, defer, optional } from './inertia-props';
import { resolveProps } from './resolve-props';

describe('resolveProps', () => {
  it('calls and awaits what is lazy at any depth of a plain object, and leaves arrays and other objects as they are', async () => {
    const when = new Date('2026-11-28T00:00:00Z');
    const { props } = await resolveProps(
      {
        count: () => 3,
        user: { name: 'Ada', team: { size: Promise.resolve(4), lead: async () => 'Grace' } },
        wrapped: always(() => ({ inner: () => 'resolved' })),
        list: [1, 2],
        when,
      },
      null,
    );
    expect(props).toEqual({
      count: 3,
      user: { name: 'Ada', team: { size: 4, lead: 'Grace' } },
      wrapped: { inner: 'resolved' },
      list: [1, 2],
      when,
    });
  });

  it('hands plain data on without copying it (a copy of every object cost a page visit a sixth of its allocations)', async () => {
    const agreement = { title: 'Engagement', parties: { client: { name: 'Ada' } }, items: [{ amount: 1 }] };
    const { props } = await resolveProps({ agreement, other: () => ({ nested: agreement }) }, null);
    expect(props.agreement).toBe(agreement);
    expect((props.other as { nested: unknown }).nested).toBe(agreement);
  });

  it('hands wrapped plain data on as it is, beside wrapped lazy data it resolves', async () => {
    const errors = { email: 'Enter an email address.' };
    const { props } = await resolveProps({ errors: always(errors), user: always(async () => 'Ada') }, null);
    expect(props.errors).toBe(errors);
    expect(props.user).toBe('Ada');
  });

  it('copies only the objects that held something lazy, leaving the caller’s own untouched', async () => {
    const data = { plain: { a: 1 }, lazy: { b: () => 2 } };
    const { props } = await resolveProps({ data }, null);
    expect(props.data).toEqual({ plain: { a: 1 }, lazy: { b: 2 } });
    expect(props.data).not.toBe(data);
    expect((props.data as typeof data).plain).toBe(data.plain);
    expect(typeof data.lazy.b).toBe('function');
  });

  it('leaves optional and deferred props out of a full visit and resolves them when a partial reload asks', async () => {
    const all = { list: () => [1], extra: optional(() => 'x'), later: defer(() => 'y', 'slow') };
    expect(await resolveProps(all, null)).toEqual({
      props: { list: [1] },
      deferredProps: { slow: ['later'] },
    });
    const partial = await resolveProps(all, { only: ['extra', 'later'], except: [], reset: [] });
    expect(partial.props).toEqual({ extra: 'x', later: 'y' });
  });
});
