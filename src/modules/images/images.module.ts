import { Module } from '@nestjs/common';
import { ImageService } from './image.service';
import { ImagesController } from './images.controller';

/** Responsive images for our own public/ files (the `<Image>` component's srcset points here). */
@Module({ controllers: [ImagesController], providers: [ImageService] })
export class ImagesModule {}
