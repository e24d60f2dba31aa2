/** What other modules may use of analytics: recording goals. */
export { AnalyticsModule } from './analytics.module';
export { AnalyticsService } from './analytics.service';
export { AnalyticsDashboardNumbers } from './analytics-dashboard-numbers';
