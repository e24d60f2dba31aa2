import type { Request } from 'express';
import { InertiaContext } from './inertia-context';
import type { InertiaService } from './inertia.service';

const context = (incoming = {}) => new InertiaContext({} as InertiaService, {} as Request, incoming);

describe('flash persistence rules', () => {
  it('carries new flash through a redirect', () => {
    expect(context().toast('Saved').flashToPersist(303)).toEqual({
      toasts: [{ kind: 'success', title: 'Saved' }],
    });
  });

  it('carries an unshown incoming flash through a 409 version reload', () => {
    expect(context({ toasts: [{ kind: 'info', title: 'Hi' }] }).flashToPersist(409)).toEqual({
      toasts: [{ kind: 'info', title: 'Hi' }],
    });
  });

  it('clears the flash once a page showed it', () => {
    const ctx = context({ toasts: [{ kind: 'info', title: 'Hi' }] });
    ctx.takeFlash();
    expect(ctx.flashToPersist(200)).toBeNull();
  });

  it('leaves an unshown flash alone on responses that render no page', () => {
    expect(context({ toasts: [{ kind: 'info', title: 'Hi' }] }).flashToPersist(200)).toBeUndefined();
  });

  it('keeps at most three toasts', () => {
    const ctx = context();
    ['a', 'b', 'c', 'd'].forEach((title) => ctx.toast(title));
    expect(ctx.takeFlash().toasts?.map((t) => t.title)).toEqual(['b', 'c', 'd']);
  });
});
