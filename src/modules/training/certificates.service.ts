import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CpuPool } from '@common/workers/cpu-pool';
import { JobQueue } from '@jobs/job-queue';
import type { Course } from '@modules/content';
import { formatDate } from '@shared/dates';
import { SITE_NAME } from '@shared/site';
import { CERTIFICATE_PDF } from './cpu-tasks';
import { TrainingCertificate } from './entities/training-certificate.entity';

/** A certificate's printed number: the year and the start of its id, enough to look it up. */
export const certificateNumber = (certificate: Pick<TrainingCertificate, 'id' | 'issuedAt'>) =>
  `TC-${certificate.issuedAt.getUTCFullYear()}-${certificate.id.slice(0, 8).toUpperCase()}`;

/**
 * Certificates of completed courses. Issuing one stores the name and queues its PDF
 * (`training/certificate`); the PDF is made once, in the CPU pool, and kept with the certificate.
 */
@Injectable()
export class Certificates {
  constructor(
    @InjectRepository(TrainingCertificate) private readonly certificates: Repository<TrainingCertificate>,
    private readonly cpu: CpuPool,
    private readonly jobs: JobQueue,
  ) {}

  find(email: string, courseSlug: string): Promise<TrainingCertificate | null> {
    return this.certificates.findOneBy({ email, courseSlug });
  }

  ofCourse(courseSlug: string): Promise<TrainingCertificate[]> {
    return this.certificates.findBy({ courseSlug });
  }

  /** Issues the certificate once: asking again (a double click, a second tab) keeps the first. */
  async issue(email: string, courseSlug: string, name: string): Promise<TrainingCertificate> {
    await this.certificates
      .createQueryBuilder()
      .insert()
      .into(TrainingCertificate)
      .values({ email, courseSlug, name, issuedAt: () => 'now()' })
      .orIgnore()
      .execute();
    const certificate = await this.certificates.findOneByOrFail({ email, courseSlug });
    await this.jobs.enqueue(
      'system/training-certificate',
      { certificateId: certificate.id },
      {
        jobId: `training-certificate-${certificate.id}`,
      },
    );
    return certificate;
  }

  /** The PDF: the stored one, or made now (in the CPU pool) when its job has not run yet. */
  async pdf(certificate: TrainingCertificate, course: Course): Promise<Buffer> {
    const stored = await this.certificates
      .createQueryBuilder('certificate')
      .select('certificate.pdf')
      .addSelect('certificate.id')
      .where('certificate.id = :id', { id: certificate.id })
      .getOne();
    if (stored?.pdf) return stored.pdf;
    return this.render(certificate, course);
  }

  /** Makes and keeps the PDF (the job's work, and a download's when it comes first). */
  async render(certificate: TrainingCertificate, course: Course): Promise<Buffer> {
    const pdf = Buffer.from(
      await this.cpu.run(CERTIFICATE_PDF, {
        learner: certificate.name,
        course: course.title,
        lessons: course.lessons.length,
        minutes: course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
        issuedOn: formatDate(certificate.issuedAt),
        number: certificateNumber(certificate),
        issuer: SITE_NAME,
      }),
    );
    await this.certificates.update(certificate.id, { pdf });
    return pdf;
  }

  byId(id: string): Promise<TrainingCertificate | null> {
    return this.certificates.findOneBy({ id });
  }
}
