import { Module } from '@nestjs/common';
import { AdminModule } from '@modules/admin';
import { AuthModule } from '@modules/auth';
import { MailModule } from '@modules/mail';
import { ClientAreaController } from './client-area.controller';
import { ClientDataRights } from './client-data-rights.service';
import { ClientRecordController } from './client-record.controller';
import { ClientHome } from './client-home.service';

/** The client area (issue 36): the client's home over every module's records (`ClientRecords`). */
@Module({
  imports: [AdminModule, AuthModule, MailModule],
  controllers: [ClientAreaController, ClientRecordController],
  providers: [ClientHome, ClientDataRights],
})
export class ClientAreaModule {}
