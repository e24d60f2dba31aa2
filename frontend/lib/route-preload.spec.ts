import { isSlowConnection, MAX_CONCURRENT_PRELOADS, PreloadQueue } from './route-preload';

describe('route preloading', () => {
  it('loads at most 5 components at once, each once', async () => {
    let active = 0;
    let peak = 0;
    const loaded: string[] = [];
    const releases: Array<() => void> = [];
    const queue = new PreloadQueue(async (component) => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise<void>((resolve) => releases.push(resolve));
      loaded.push(component);
      active -= 1;
    });
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a', 'b']) queue.add(name);
    expect(releases).toHaveLength(MAX_CONCURRENT_PRELOADS);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(peak).toBe(5);
    expect(loaded.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('keeps going after a failed load', async () => {
    const loaded: string[] = [];
    const queue = new PreloadQueue(async (component) => {
      if (component === 'broken') throw new Error('offline');
      loaded.push(component);
    }, 1);
    queue.add('broken');
    queue.add('fine');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['fine']);
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [undefined, false],
  ])('connection %j is slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});
