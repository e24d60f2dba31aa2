import { Module } from '@nestjs/common';
import { AuthModule } from '@modules/auth';
import { AdminController } from './admin.controller';

/** The back office: pages that compose other modules' services. Owns no tables and no business rules. */
@Module({
  imports: [AuthModule],
  controllers: [AdminController],
})
export class AdminModule {}
