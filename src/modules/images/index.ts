export { ImagesModule } from './images.module';
