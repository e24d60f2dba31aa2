import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UuidParam } from '@common/http/not-found';
import { ExpensiveRoute, FILE_DOWNLOADS } from '@common/rate-limit/rate-limit';
import { AdminOnly } from '@common/security/access';
import { describeAdminChange } from '@common/security/admin-change';
import { csvDownload, type CsvColumn } from '@common/table/csv';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import type { LearnerRow } from '@shared/pages';
import { routes } from '@shared/routes';
import { TRAINING_TIER_LABELS } from '@shared/training';
import { GrantDto, GrantQueryDto } from './dto/training.dto';
import { Learners } from './learners.service';

const LEARNER_CSV: CsvColumn<LearnerRow>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Access', value: (row) => row.access },
  { header: 'Lessons passed', value: (row) => row.done },
  { header: 'Lessons', value: (row) => row.total },
  { header: 'Progress (%)', value: (row) => row.percent },
  { header: 'Quiz average (%)', value: (row) => row.quizAverage },
  { header: 'Last activity', value: (row) => row.lastActivity },
  { header: 'Completed', value: (row) => row.completedAt },
  { header: 'Certificate issued', value: (row) => row.certificateIssuedAt },
];

/** The back office's training: courses with their learners, progress and completions; grants by hand. */
@Controller('admin/training')
@AdminOnly()
export class TrainingAdminController {
  constructor(private readonly learners: Learners) {}

  @Get()
  async adminCourses(@Query() query: GrantQueryDto, @Inertia() inertia: InertiaContext) {
    const [courses, grants] = await Promise.all([this.learners.courses(), this.learners.grantList()]);
    return inertia.render('training/admin-courses', {
      courses,
      grants,
      email: (query.email ?? '').trim().slice(0, 254),
    });
  }

  @Post('grants')
  async grantAccess(@Body() dto: GrantDto, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    const grant = await this.learners.grant(dto.email, dto.tier, dto.note, req.auth!.user.email);
    const tier = TRAINING_TIER_LABELS[grant.tier];
    describeAdminChange(req, {
      action: 'training.granted',
      summary: `Opened the ${tier} tier's courses to ${grant.email}`,
      targetType: 'training_grant',
      targetId: grant.id,
    });
    inertia.toast('Access granted', 'success', `${grant.email} can open the ${tier} tier’s courses now.`);
    return inertia.redirect(routes.training.adminCourses());
  }

  @Post('grants/:id/revoke')
  async revokeGrant(
    @Param('id', UuidParam) id: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const grant = await this.learners.revoke(id, req.auth!.user.email);
    describeAdminChange(req, {
      action: 'training.revoked',
      summary: `Closed the ${TRAINING_TIER_LABELS[grant.tier]} tier granted to ${grant.email}`,
      targetType: 'training_grant',
      targetId: grant.id,
    });
    inertia.toast('Grant revoked', 'success', `${grant.email} keeps any other access they hold.`);
    return inertia.redirect(routes.training.adminCourses());
  }

  @Get(':course/learners.csv')
  @ExpensiveRoute(FILE_DOWNLOADS)
  async learnersCsv(@Param('course') slug: string, @Res({ passthrough: true }) res: Response) {
    const { learners } = await this.learners.course(slug);
    return csvDownload(res, `learners-${slug}.csv`, LEARNER_CSV, learners);
  }

  @Get(':course')
  async adminCourse(@Param('course') slug: string, @Inertia() inertia: InertiaContext) {
    const { course, learners } = await this.learners.course(slug);
    return inertia.render('training/admin-course', {
      course,
      learners,
      csvUrl: routes.training.learnersCsv(slug),
    });
  }
}
