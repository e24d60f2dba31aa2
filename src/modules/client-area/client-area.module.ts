import { Module } from '@nestjs/common';
import { ClientAreaController } from './client-area.controller';
import { ClientHome } from './client-home.service';

/** The client area (issue 36): the client's home over every module's records (`ClientRecords`). */
@Module({
  controllers: [ClientAreaController],
  providers: [ClientHome],
})
export class ClientAreaModule {}
