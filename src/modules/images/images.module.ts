import { Module, OnModuleInit } from '@nestjs/common';
import { EarlyAnswers } from '@common/http/early-answers';
import { ImageMemory } from './image-memory';
import { ImageService } from './image.service';
import { IconsController } from './icons.controller';
import { ImagesController } from './images.controller';

/**
 * Responsive images for our own public/ files (the `<Image>` component's srcset points here); images
 * already made are answered from memory before Express.
 */
@Module({ controllers: [ImagesController, IconsController], providers: [ImageService, ImageMemory] })
export class ImagesModule implements OnModuleInit {
  constructor(
    private readonly memory: ImageMemory,
    private readonly earlyAnswers: EarlyAnswers,
  ) {}

  onModuleInit(): void {
    this.earlyAnswers.add((req, res, trustProxy) => this.memory.answer(req, res, trustProxy));
  }
}
