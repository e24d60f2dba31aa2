import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { parseImageRequest } from './image-request';
import { ImageService } from './image.service';
import { ImagesError } from './images.error';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImageService) {}

  /** `/_img?url=/images/x.png&w=640&q=80` → WebP at a snapped width, cached for a year. */
  @Get('_img')
  async image(
    @Query() query: Record<string, unknown>,
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
    if (req.get('If-None-Match') === image.etag) {
      res.status(304).end();
      return;
    }
    res.type('image/webp').send(image.body);
  }
}
