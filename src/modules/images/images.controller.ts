import fresh from 'fresh';
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ExpensiveRoute } from '@common/rate-limit/rate-limit';
import { parseImageRequest } from './image-request';
import { IMAGE_REQUESTS } from './image-limits';
import { ImageMemory } from './image-memory';
import { ImageService } from './image.service';
import { ImagesError } from './images.error';
import { ValidQuery } from '@common/validation/valid-query.decorator';
import { ImageQueryDto } from './dto/image-query.dto';

/**
 * Far above what browsing needs (images are cached for a year, a page shows a dozen), far below a
 * loop: new variants are few and bounded, but every answer costs the event loop a little.
 */

@Controller()
export class ImagesController {
  constructor(
    private readonly images: ImageService,
    private readonly memory: ImageMemory,
  ) {}

  /** `/_img?url=/images/x.png&w=640&q=80` → WebP at a snapped width, cached for a year. */
  @Get('_img')
  @ExpensiveRoute(IMAGE_REQUESTS)
  async image(
    @ValidQuery(ImageQueryDto) query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const request = parseImageRequest(query);
    if ('error' in request) throw new ImagesError(400, 'images.invalid_request', request.error);
    const image = await this.images.process(request);
    if (!image)
      throw new ImagesError(
        400,
        'images.not_site_image',
        `"url" must be one of this site's images; ${request.path} is not`,
      );

    res.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      'X-Image-Cache': image.cacheHit ? 'hit' : 'miss',
    });
    // The same test as the answer from memory (a list of tags, or `*`), so both answer alike.
    if (req.headers['if-none-match'] && fresh(req.headers, { etag: image.etag })) {
      res.status(304).end();
      return;
    }
    res.type('image/webp').send(image.body);
    // Only a whole image is kept: a 304 or an error must never become the remembered answer.
    if (res.statusCode === 200) this.memory.remember(request, res.getHeaders(), image.body, image.etag);
  }
}
