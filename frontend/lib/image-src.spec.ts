import { imageSrcSet, imageUrl, snapWidth } from './image-src';

describe('image URLs', () => {
  it.each([
    [1, 320],
    [320, 320],
    [321, 640],
    [700, 768],
    [1500, 1536],
    [4000, 1536],
  ])('snaps %i px to %i px', (requested, snapped) => {
    expect(snapWidth(requested)).toBe(snapped);
  });

  it('encodes the source path and adds quality only when asked', () => {
    expect(imageUrl('/images/a b.png', 500)).toBe('/_img?url=%2Fimages%2Fa+b.png&w=640');
    expect(imageUrl('/images/a.png', 500, 80)).toBe('/_img?url=%2Fimages%2Fa.png&w=640&q=80');
  });

  it('lists 1x and 2x densities without sizes, and widths up to twice the size with sizes', () => {
    expect(imageSrcSet('/i.png', 400).srcSet).toBe(
      '/_img?url=%2Fi.png&w=640 1x, /_img?url=%2Fi.png&w=1024 2x',
    );
    expect(imageSrcSet('/i.png', 400, { sizes: '100vw' }).srcSet).toBe(
      '/_img?url=%2Fi.png&w=320 320w, /_img?url=%2Fi.png&w=640 640w, /_img?url=%2Fi.png&w=768 768w, /_img?url=%2Fi.png&w=1024 1024w',
    );
  });
});
