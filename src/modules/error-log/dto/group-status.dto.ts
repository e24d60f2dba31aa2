import { IsIn } from 'class-validator';
import { GROUP_STATUSES, GroupStatus } from '../entities/error-log-group.entity';

export class GroupStatusDto {
  @IsIn(GROUP_STATUSES, { message: 'Choose open, resolved or ignored.' })
  status: GroupStatus;
}
