import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ICON_COLLECTION, IconSet } from './icon-set';
import { ImagesError } from './images.error';
import { IconsQueryDto } from './dto/icons-query.dto';

/** At most this many icons in one request (a page shows a few dozen at most). */
const ICONS_PER_REQUEST = 100;

/**
 * `GET /api/_nuxt_icon/lucide.json?icons=house,menu`: icon data for the spec's icon component, in
 * Iconify's JSON format. Every name is checked: a malformed list is a 400, an unknown collection
 * or icon a 404 naming them. The same icons are the same bytes: cached by browsers for a day, 304
 * on a matching ETag.
 */
@Controller('api/_nuxt_icon')
export class IconsController {
  private readonly icons = new IconSet();

  @Get(':collection')
  nuxtIcon(
    @Param('collection') collection: string,
    @Query() { icons }: IconsQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    if (collection !== `${ICON_COLLECTION}.json`)
      throw new ImagesError(
        404,
        'images.unknown_icons',
        `No icon collection "${collection.replace(/\.json$/, '')}" here: use ${ICON_COLLECTION}`,
      );
    const names = [...new Set((icons ?? '').split(',').map((name) => name.trim()))].filter(Boolean);
    if (names.length === 0 || names.length > ICONS_PER_REQUEST || !names.every(IconSet.isName))
      throw new ImagesError(
        400,
        'images.invalid_request',
        `"icons" must list 1 to ${ICONS_PER_REQUEST} icon names (lower-case words joined by hyphens), separated by commas`,
      );
    const unknown = names.filter((name) => !this.icons.has(name));
    if (unknown.length > 0)
      throw new ImagesError(
        404,
        'images.unknown_icons',
        `No ${ICON_COLLECTION} icon named ${unknown.join(', ')}`,
        {
          not_found: unknown,
        },
      );
    const { set, etag } = this.icons.subset(names);
    res.set({ 'Cache-Control': 'public, max-age=86400', ETag: etag });
    const known = (req.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag) || known.includes('*')) res.status(304).end();
    else res.json(set);
  }
}
