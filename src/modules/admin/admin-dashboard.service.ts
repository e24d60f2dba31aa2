import { Injectable } from '@nestjs/common';
import { dashboardPeriods, DashboardSource } from '@common/dashboard';
import type { DashboardProps } from '@shared/pages/admin';
import type { TrendDay } from '@shared/admin-dashboard';
import { AnalyticsDashboardNumbers } from '@modules/analytics';
import { AssessmentDashboard } from '@modules/assessment';
import { ErrorLogDashboard } from '@modules/error-log';
import { LeadsDashboard } from '@modules/leads';
import { MailDashboard } from '@modules/mail';
import { PaymentsDashboard } from '@modules/payments';
import { SigningDashboard } from '@modules/signing';

const TREND_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** The dashboard: every module's numbers side by side. The admin module counts nothing itself. */
@Injectable()
export class AdminDashboard {
  private readonly sources: DashboardSource[];

  constructor(
    private readonly leads: LeadsDashboard,
    assessment: AssessmentDashboard,
    signing: SigningDashboard,
    payments: PaymentsDashboard,
    analytics: AnalyticsDashboardNumbers,
    private readonly errors: ErrorLogDashboard,
    mail: MailDashboard,
  ) {
    this.sources = [leads, assessment, signing, payments, analytics, errors, mail];
  }

  async build(now = new Date()): Promise<DashboardProps> {
    const periods = dashboardPeriods(now);
    const since = new Date(periods.today.getTime() - (TREND_DAYS - 1) * DAY_MS);
    const [metrics, attention, trends] = await Promise.all([
      Promise.all(this.sources.map((source) => source.metrics(periods))),
      Promise.all(this.sources.map((source) => source.attention())),
      Promise.all(this.sources.map((source) => source.trend?.(since) ?? Promise.resolve([]))),
    ]);
    const series = trends.flat();
    const days: TrendDay[] = [];
    for (let time = since.getTime(); time <= periods.today.getTime(); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      days.push(Object.assign({ day }, ...series.map((line) => ({ [line.key]: line.days[day] ?? 0 }))));
    }
    return {
      metrics: metrics.flat(),
      // Oldest first: what has waited longest is at the top.
      attention: attention.flat().sort((a, b) => a.since.localeCompare(b.since)),
      trend: { series: series.map(({ key, label }) => ({ key, label })), days },
      generatedAt: now.toISOString(),
    };
  }

  /** Unread items per page, for the navigation's badges. */
  async unread(): Promise<Record<string, number>> {
    const [leads, errors] = await Promise.all([this.leads.unread(), this.errors.unread()]);
    return { ...leads, ...errors };
  }
}
