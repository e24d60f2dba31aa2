import { Body, Controller, Get, Param, Post, Req, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { ExpensiveRoute, FILE_DOWNLOADS } from '@common/rate-limit/rate-limit';
import { SignedInOnly } from '@common/security/access';
import { InertiaContext } from '@inertia/inertia-context';
import { Inertia } from '@inertia/inertia-context.decorator';
import { PUBLIC_PAGE } from '@modules/content';
import { routes } from '@shared/routes';
import { CertificateDto, QuizDto } from './dto/training.dto';
import { viewerOf } from './training-access';
import { TrainingService } from './training.service';

/**
 * The training area (issue 37): the catalogue, courses, lessons and quizzes, the printable summary
 * and the certificate. Lessons after the first need the course's tier (403 with the way in).
 */
/** The same for every anonymous visitor; a signed-in one sees their own access and progress. */
const CATALOGUE_PAGE = { ...PUBLIC_PAGE, personalWhenSignedIn: true } as const;

@Controller('training')
export class TrainingController {
  constructor(private readonly training: TrainingService) {}

  @Get()
  async trainingIndex(@Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render('training/index', await this.training.catalogue(viewerOf(req)), CATALOGUE_PAGE);
  }

  @Get(':course')
  async course(@Param('course') course: string, @Req() req: Request, @Inertia() inertia: InertiaContext) {
    return inertia.render(
      'training/course',
      await this.training.coursePage(viewerOf(req), course),
      CATALOGUE_PAGE,
    );
  }

  @Get(':course/summary')
  @SignedInOnly()
  async courseSummary(
    @Param('course') course: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    return inertia.render('training/summary', await this.training.summary(viewerOf(req), course));
  }

  @Get(':course/certificate.pdf')
  @SignedInOnly()
  @ExpensiveRoute(FILE_DOWNLOADS)
  async certificatePdf(@Param('course') course: string, @Req() req: Request) {
    const { filename, pdf } = await this.training.certificatePdf(viewerOf(req), course);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
    });
  }

  @Get(':course/:lesson')
  async lesson(
    @Param('course') course: string,
    @Param('lesson') lesson: string,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const props = await this.training.lessonPage(viewerOf(req), course, lesson);
    // A locked lesson answers 403 with the way in (the outline, sign-in, the programme), never its text.
    return inertia.render('training/lesson', props, props.content ? CATALOGUE_PAGE : { status: 403 });
  }

  @Post(':course/certificate')
  @SignedInOnly()
  async requestCertificate(
    @Param('course') course: string,
    @Body() dto: CertificateDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const { number } = await this.training.requestCertificate(viewerOf(req), course, dto.name);
    inertia.toast('Certificate issued', 'success', `Certificate ${number} is ready to download.`);
    return inertia.redirect(routes.training.course(course));
  }

  @Post(':course/:lesson/quiz')
  @SignedInOnly()
  async submitQuiz(
    @Param('course') course: string,
    @Param('lesson') lesson: string,
    @Body() dto: QuizDto,
    @Req() req: Request,
    @Inertia() inertia: InertiaContext,
  ) {
    const attempt = await this.training.submitQuiz(viewerOf(req), course, lesson, dto.answers as number[]);
    inertia.toast(
      attempt.passed ? 'Lesson passed' : 'Not passed yet',
      attempt.passed ? 'success' : 'info',
      `${attempt.correct} of ${attempt.total} right. ${attempt.passed ? 'The explanations are under each question.' : 'Read the explanations and try again.'}`,
    );
    return inertia.redirect(`${routes.training.lesson(course, lesson)}#quiz`);
  }
}
