import type { Channel, Goal } from '../analytics';
import { page, type ModulePages } from './page';

/** The date range of an analytics page (UTC days, inclusive), and the one before it for comparison. */
export interface DateRange {
  key: string;
  label: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

export interface TrafficTotals {
  visitors: number;
  views: number;
  sessions: number;
  /** Share of sessions with one page view, 0–1. */
  bounceRate: number;
  averageDurationSeconds: number;
  goals: number;
}

export interface BreakdownRow {
  value: string;
  visitors: number;
  views: number;
  sessions: number;
  goals: number;
}

export const BREAKDOWNS = [
  'path',
  'entry_path',
  'referrer',
  'channel',
  'device',
  'browser',
  'country',
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface AnalyticsDashboardProps {
  range: DateRange;
  totals: TrafficTotals;
  previous: TrafficTotals;
  series: Array<{ day: string; visitors: number; views: number; sessions: number }>;
  breakdowns: Record<Breakdown, BreakdownRow[]>;
  /** Deferred (fetched right after the page shows) and polled every 10 s: the last 30 minutes. */
  realtime?: { visitors: number; views: number };
}

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export interface UtmAnalyticsProps {
  range: DateRange;
  field: UtmField;
  rows: Array<BreakdownRow & { conversionRate: number }>;
}

export interface AttributionDashboardProps {
  range: DateRange;
  goals: Array<{
    goal: Goal;
    total: number;
    channels: Array<{ channel: Channel; firstTouch: number; lastTouch: number }>;
  }>;
}

export interface FunnelStep {
  step:
    | 'visit'
    | 'assessment_started'
    | 'assessment_completed'
    | 'lead'
    | 'agreement_signed'
    | 'payment_received';
  label: string;
  count: number;
}

export interface UnifiedAnalyticsProps {
  range: DateRange;
  steps: FunnelStep[];
  channels: Array<{ channel: Channel; steps: FunnelStep[] }>;
}

/** The analytics module's pages: name (its file under frontend/pages), props and layout. */
export const analyticsPages = {
  'analytics/dashboard': page<AnalyticsDashboardProps>('admin'),
  'analytics/utm': page<UtmAnalyticsProps>('admin'),
  'analytics/attribution': page<AttributionDashboardProps>('admin'),
  'analytics/unified': page<UnifiedAnalyticsProps>('admin'),
} satisfies ModulePages<'analytics'>;
