// Generated from the Nest router by test/integration/routes-generated.spec.ts: do not edit.
// `npm run generate` rewrites it after a route or a content page is added, renamed or removed.
import { segment, segments, withQuery, type RouteParam, type RouteQuery } from './route-builder';

/** Every content page the catch-all route serves (content/pages, content/crms, content/migrations). */
export type ContentPagePath =
  | '/about'
  | '/activecampaign'
  | '/attio'
  | '/contact'
  | '/contact-backup'
  | '/crm-health-check'
  | '/crm-mastery-program'
  | '/crm-mastery-program/services'
  | '/crm-mastery-program/sessions'
  | '/crm-mastery-program/sessions/advanced'
  | '/crm-mastery-program/sessions/automation'
  | '/crm-mastery-program/sessions/data-management'
  | '/crm-mastery-program/sessions/quick-wins'
  | '/crm-mastery-program/sessions/reporting'
  | '/crm-mastery-program/sessions/training'
  | '/crm-mastery-program/tiers'
  | '/fast-track'
  | '/fast-track/packages'
  | '/fast-track/process'
  | '/fast-track/services'
  | '/hubspot'
  | '/hubspot-to-pipedrive'
  | '/insightly'
  | '/jumpstart'
  | '/jumpstart/thank-you'
  | '/netsuite'
  | '/odoo'
  | '/pipedrive'
  | '/pipedrive-to-hubspot'
  | '/pricing'
  | '/privacy'
  | '/salesforce'
  | '/salesforce-to-hubspot'
  | '/salesforce-to-pipedrive'
  | '/services'
  | '/services/implementation'
  | '/services/revops'
  | '/services/workshops'
  | '/toolkit'
  | '/twenty'
  | '/workshops'
  | '/zoho'
  | '/zoho-to-hubspot'
  | '/zoho-to-pipedrive';

export const routes = {
  admin: {
    /** POST /admin/settings/redirects → AdminSettingsController.addRedirect */
    addRedirect: (query?: RouteQuery) => withQuery('/admin/settings/redirects', query),
    /** GET /admin/audit/:id → AdminController.auditEvent */
    auditEvent: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/audit/${segment(id)}`, query),
    /** GET /admin/audit → AdminController.auditTrail */
    auditTrail: (query?: RouteQuery) => withQuery('/admin/audit', query),
    /** GET /admin/data-rights → DataRightsController.dataRights */
    dataRights: (query?: RouteQuery) => withQuery('/admin/data-rights', query),
    /** POST /admin/settings/redirects/:id → AdminSettingsController.editRedirect */
    editRedirect: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/settings/redirects/${segment(id)}`, query),
    /** POST /admin/data-rights/erase → DataRightsController.erase */
    erase: (query?: RouteQuery) => withQuery('/admin/data-rights/erase', query),
    /** GET /admin/data-rights/export → DataRightsController.export */
    export: (query?: RouteQuery) => withQuery('/admin/data-rights/export', query),
    /** GET /admin → AdminController.home */
    home: (query?: RouteQuery) => withQuery('/admin', query),
    /** POST /admin/team/invite → AdminTeamController.invite */
    invite: (query?: RouteQuery) => withQuery('/admin/team/invite', query),
    /** POST /admin/team/:id/revoke → AdminTeamController.revoke */
    revoke: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/team/${segment(id)}/revoke`, query),
    /** POST /admin/settings/error-log-token → AdminSettingsController.rotateToken */
    rotateToken: (query?: RouteQuery) => withQuery('/admin/settings/error-log-token', query),
    /** POST /admin/settings → AdminSettingsController.save */
    save: (query?: RouteQuery) => withQuery('/admin/settings', query),
    /** GET /admin/settings → AdminSettingsController.settingsPage */
    settingsPage: (query?: RouteQuery) => withQuery('/admin/settings', query),
    /** GET /admin/sign-in-activity → AdminController.signInActivity */
    signInActivity: (query?: RouteQuery) => withQuery('/admin/sign-in-activity', query),
    /** GET /admin/sign-in-activity/:id → AdminController.signInEvent */
    signInEvent: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/sign-in-activity/${segment(id)}`, query),
    /** GET /admin/team → AdminTeamController.teamPage */
    teamPage: (query?: RouteQuery) => withQuery('/admin/team', query),
  },
  analytics: {
    /** GET /admin/attribution-dashboard → AnalyticsAdminController.attribution */
    attribution: (query?: RouteQuery) => withQuery('/admin/attribution-dashboard', query),
    /** GET /admin/analytics-dashboard → AnalyticsAdminController.dashboard */
    dashboard: (query?: RouteQuery) => withQuery('/admin/analytics-dashboard', query),
    /** GET /admin/unified-analytics → AnalyticsAdminController.unified */
    unified: (query?: RouteQuery) => withQuery('/admin/unified-analytics', query),
    /** GET /admin/utm-analytics → AnalyticsAdminController.utm */
    utm: (query?: RouteQuery) => withQuery('/admin/utm-analytics', query),
  },
  assessment: {
    /** GET /assessment/system-adoption-score-calculator → AssessmentController.adoptionCalculator */
    adoptionCalculator: (query?: RouteQuery) =>
      withQuery('/assessment/system-adoption-score-calculator', query),
    /** GET /admin/crm-stats → AssessmentAdminController.crmStats */
    crmStats: (query?: RouteQuery) => withQuery('/admin/crm-stats', query),
    /** GET /assessment/demo-score-calculation → AssessmentController.demoScore */
    demoScore: (query?: RouteQuery) => withQuery('/assessment/demo-score-calculation', query),
    /** GET /assessment/export/:id → AssessmentController.export */
    export: (id: RouteParam, query?: RouteQuery) => withQuery(`/assessment/export/${segment(id)}`, query),
    /** GET /admin/assessments → AssessmentAdminController.funnel */
    funnel: (query?: RouteQuery) => withQuery('/admin/assessments', query),
    /** GET /assessment → AssessmentController.intro */
    intro: (query?: RouteQuery) => withQuery('/assessment', query),
    /** GET /leaderboard → LeaderboardController.leaderboard */
    leaderboard: (query?: RouteQuery) => withQuery('/leaderboard', query),
    /** POST /assessment/:step → AssessmentController.navigate */
    navigate: (step: RouteParam, query?: RouteQuery) => withQuery(`/assessment/${segment(step)}`, query),
    /** GET /assessment/report/:id → AssessmentController.report */
    report: (id: RouteParam, query?: RouteQuery) => withQuery(`/assessment/report/${segment(id)}`, query),
    /** GET /admin/responses/:id → AssessmentAdminController.response */
    response: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/responses/${segment(id)}`, query),
    /** GET /admin/responses → AssessmentAdminController.responses */
    responses: (query?: RouteQuery) => withQuery('/admin/responses', query),
    /** POST /assessment/resume/:id → AssessmentController.resume */
    resume: (id: RouteParam, query?: RouteQuery) => withQuery(`/assessment/resume/${segment(id)}`, query),
    /** POST /assessment/resume-link → AssessmentController.resumeLink */
    resumeLink: (query?: RouteQuery) => withQuery('/assessment/resume-link', query),
    /** GET /assessment/resume/:id → AssessmentController.resumePage */
    resumePage: (id: RouteParam, query?: RouteQuery) => withQuery(`/assessment/resume/${segment(id)}`, query),
    /** POST /assessment/report/:id/share/revoke → AssessmentController.revokeShare */
    revokeShare: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/assessment/report/${segment(id)}/share/revoke`, query),
    /** POST /assessment/draft → AssessmentController.saveDraft */
    saveDraft: (query?: RouteQuery) => withQuery('/assessment/draft', query),
    /** POST /assessment/report/:id/share → AssessmentController.share */
    share: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/assessment/report/${segment(id)}/share`, query),
    /** GET /assessment/show-score → AssessmentController.showScore */
    showScore: (query?: RouteQuery) => withQuery('/assessment/show-score', query),
    /** GET /assessment/simple-view/:shareId → AssessmentController.simpleView */
    simpleView: (shareId: RouteParam, query?: RouteQuery) =>
      withQuery(`/assessment/simple-view/${segment(shareId)}`, query),
    /** POST /assessment/start → AssessmentController.start */
    start: (query?: RouteQuery) => withQuery('/assessment/start', query),
    /** GET /assessment/:step → AssessmentController.step */
    step: (step: RouteParam, query?: RouteQuery) => withQuery(`/assessment/${segment(step)}`, query),
    /** POST /assessment/submit → AssessmentController.submit */
    submit: (query?: RouteQuery) => withQuery('/assessment/submit', query),
    /** GET /admin/trends → AssessmentAdminController.trends */
    trends: (query?: RouteQuery) => withQuery('/admin/trends', query),
  },
  auth: {
    /** GET /auth/v1/authorize → AuthApiController.authorize */
    authorize: (query?: RouteQuery) => withQuery('/auth/v1/authorize', query),
    /** POST /auth/email-change/cancel → AuthPagesController.cancelEmailChange */
    cancelEmailChange: (query?: RouteQuery) => withQuery('/auth/email-change/cancel', query),
    /** GET /auth/email-change/cancel → AuthPagesController.cancelEmailChangePage */
    cancelEmailChangePage: (query?: RouteQuery) => withQuery('/auth/email-change/cancel', query),
    /** POST /auth/v1/factors/:id/challenge → AuthApiController.challenge */
    challenge: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/auth/v1/factors/${segment(id)}/challenge`, query),
    /** PUT /account/password → AccountController.changePassword */
    changePassword: (query?: RouteQuery) => withQuery('/account/password', query),
    /** GET /account/sign-in/link → AuthPagesController.clientSignInLinkPage */
    clientSignInLinkPage: (query?: RouteQuery) => withQuery('/account/sign-in/link', query),
    /** GET /account/sign-in → AuthPagesController.clientSignInPage */
    clientSignInPage: (query?: RouteQuery) => withQuery('/account/sign-in', query),
    /** POST /account/security/factors/:id/verify → AccountController.confirmFactor */
    confirmFactor: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/security/factors/${segment(id)}/verify`, query),
    /** GET /confirm → AuthPagesController.confirmPage */
    confirmPage: (query?: RouteQuery) => withQuery('/confirm', query),
    /** POST /admin/settings/sign-in-providers → SignInProvidersController.createSignInProvider */
    createSignInProvider: (query?: RouteQuery) => withQuery('/admin/settings/sign-in-providers', query),
    /** POST /admin/settings/sign-in-providers/:id/delete → SignInProvidersController.deleteSignInProvider */
    deleteSignInProvider: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/settings/sign-in-providers/${segment(id)}/delete`, query),
    /** DELETE /account/security/identities/:id → AccountController.disconnectIdentity */
    disconnectIdentity: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/security/identities/${segment(id)}`, query),
    /** POST /auth/v1/factors → AuthApiController.enroll */
    enroll: (query?: RouteQuery) => withQuery('/auth/v1/factors', query),
    /** POST /account/security/factors → AccountController.enrollFactor */
    enrollFactor: (query?: RouteQuery) => withQuery('/account/security/factors', query),
    /** GET /forgot-password → AuthPagesController.forgotPasswordPage */
    forgotPasswordPage: (query?: RouteQuery) => withQuery('/forgot-password', query),
    /** GET /auth/v1/.well-known/jwks.json → AuthApiController.jwks */
    jwks: (query?: RouteQuery) => withQuery('/auth/v1/.well-known/jwks.json', query),
    /** GET /auth/v1/user/identities/authorize → AuthApiController.linkIdentity */
    linkIdentity: (query?: RouteQuery) => withQuery('/auth/v1/user/identities/authorize', query),
    /** GET /admin-login, /auth/login, /login, /sign/admin-login → AuthPagesController.loginPage */
    loginPage: (path: '/admin-login' | '/auth/login' | '/login' | '/sign/admin-login', query?: RouteQuery) =>
      withQuery(path, query),
    /** POST /auth/v1/logout → AuthApiController.logout */
    logout: (query?: RouteQuery) => withQuery('/auth/v1/logout', query),
    /** GET /admin/settings/sign-in-providers/new → SignInProvidersController.newSignInProviderPage */
    newSignInProviderPage: (query?: RouteQuery) => withQuery('/admin/settings/sign-in-providers/new', query),
    /** GET /auth/v1/callback → AuthApiController.oauthCallback */
    oauthCallback: (query?: RouteQuery) => withQuery('/auth/v1/callback', query),
    /** GET /auth/providers/:provider → ProviderSignInController.providerSignIn */
    providerSignIn: (provider: RouteParam, query?: RouteQuery) =>
      withQuery(`/auth/providers/${segment(provider)}`, query),
    /** GET /auth/provider-return → ProviderSignInController.providerSignInReturn */
    providerSignInReturn: (query?: RouteQuery) => withQuery('/auth/provider-return', query),
    /** GET /auth/v1/reauthenticate → AuthApiController.reauthenticate */
    reauthenticate: (query?: RouteQuery) => withQuery('/auth/v1/reauthenticate', query),
    /** POST /account/security/reauthenticate → AccountController.reauthenticateWithPassword */
    reauthenticateWithPassword: (query?: RouteQuery) => withQuery('/account/security/reauthenticate', query),
    /** POST /auth/v1/recover → AuthApiController.recover */
    recover: (query?: RouteQuery) => withQuery('/auth/v1/recover', query),
    /** DELETE /account/security/factors/:id → AccountController.removeFactor */
    removeFactor: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/security/factors/${segment(id)}`, query),
    /** POST /account/sign-in → AuthPagesController.requestClientCode */
    requestClientCode: (query?: RouteQuery) => withQuery('/account/sign-in', query),
    /** POST /auth/v1/otp → AuthApiController.requestCode */
    requestCode: (query?: RouteQuery) => withQuery('/auth/v1/otp', query),
    /** POST /forgot-password → AuthPagesController.requestPasswordReset */
    requestPasswordReset: (query?: RouteQuery) => withQuery('/forgot-password', query),
    /** POST /auth/v1/resend → AuthApiController.resend */
    resend: (query?: RouteQuery) => withQuery('/auth/v1/resend', query),
    /** POST /reset-password → AuthPagesController.resetPassword */
    resetPassword: (query?: RouteQuery) => withQuery('/reset-password', query),
    /** GET /reset-password → AuthPagesController.resetPasswordPage */
    resetPasswordPage: (query?: RouteQuery) => withQuery('/reset-password', query),
    /** GET /account/security → AccountController.security */
    security: (query?: RouteQuery) => withQuery('/account/security', query),
    /** GET /auth/session → AuthPagesController.session */
    session: (query?: RouteQuery) => withQuery('/auth/session', query),
    /** POST /admin-login, /auth/login, /login, /sign/admin-login → AuthPagesController.signIn */
    signIn: (path: '/admin-login' | '/auth/login' | '/login' | '/sign/admin-login', query?: RouteQuery) =>
      withQuery(path, query),
    /** GET /admin/settings/sign-in-providers/:id → SignInProvidersController.signInProviderPage */
    signInProviderPage: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/settings/sign-in-providers/${segment(id)}`, query),
    /** GET /admin/settings/sign-in-providers → SignInProvidersController.signInProvidersPage */
    signInProvidersPage: (query?: RouteQuery) => withQuery('/admin/settings/sign-in-providers', query),
    /** POST /logout → AuthPagesController.signOut */
    signOut: (query?: RouteQuery) => withQuery('/logout', query),
    /** DELETE /account/security/sessions/:id → AccountController.signOutDevice */
    signOutDevice: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/security/sessions/${segment(id)}`, query),
    /** POST /account/security/sessions/sign-out-others → AccountController.signOutOtherDevices */
    signOutOtherDevices: (query?: RouteQuery) =>
      withQuery('/account/security/sessions/sign-out-others', query),
    /** POST /auth/v1/sso → AuthApiController.singleSignOn */
    singleSignOn: (query?: RouteQuery) => withQuery('/auth/v1/sso', query),
    /** POST /auth/v1/token → AuthApiController.token */
    token: (query?: RouteQuery) => withQuery('/auth/v1/token', query),
    /** DELETE /auth/v1/factors/:id → AuthApiController.unenroll */
    unenroll: (id: RouteParam, query?: RouteQuery) => withQuery(`/auth/v1/factors/${segment(id)}`, query),
    /** DELETE /auth/v1/user/identities/:id → AuthApiController.unlinkIdentity */
    unlinkIdentity: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/auth/v1/user/identities/${segment(id)}`, query),
    /** POST /admin/settings/sign-in-providers/:id → SignInProvidersController.updateSignInProvider */
    updateSignInProvider: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/settings/sign-in-providers/${segment(id)}`, query),
    /** PUT /auth/v1/user → AuthApiController.updateUser */
    updateUser: (query?: RouteQuery) => withQuery('/auth/v1/user', query),
    /** GET /auth/v1/user → AuthApiController.user */
    user: (query?: RouteQuery) => withQuery('/auth/v1/user', query),
    /** POST /auth/v1/verify → AuthApiController.verify */
    verify: (query?: RouteQuery) => withQuery('/auth/v1/verify', query),
    /** POST /account/sign-in/code → AuthPagesController.verifyClientCode */
    verifyClientCode: (query?: RouteQuery) => withQuery('/account/sign-in/code', query),
    /** POST /account/sign-in/link → AuthPagesController.verifyClientLink */
    verifyClientLink: (query?: RouteQuery) => withQuery('/account/sign-in/link', query),
    /** POST /admin-login/code, /auth/login/code, /login/code, /sign/admin-login/code → AuthPagesController.verifyCode */
    verifyCode: (
      path: '/admin-login/code' | '/auth/login/code' | '/login/code' | '/sign/admin-login/code',
      query?: RouteQuery,
    ) => withQuery(path, query),
    /** POST /auth/v1/factors/:id/verify → AuthApiController.verifyFactor */
    verifyFactor: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/auth/v1/factors/${segment(id)}/verify`, query),
    /** POST /auth/verify → AuthPagesController.verifyLink */
    verifyLink: (query?: RouteQuery) => withQuery('/auth/verify', query),
    /** GET /auth/v1/verify → AuthPagesController.verifyLinkPage */
    verifyLinkPage: (query?: RouteQuery) => withQuery('/auth/v1/verify', query),
  },
  clientArea: {
    /** GET /admin/clients → ClientRecordController.clientRecord */
    clientRecord: (query?: RouteQuery) => withQuery('/admin/clients', query),
    /** GET /account → ClientAreaController.homePage */
    homePage: (query?: RouteQuery) => withQuery('/account', query),
    /** GET /account/my-data.json → ClientAreaController.myData */
    myData: (query?: RouteQuery) => withQuery('/account/my-data.json', query),
    /** POST /account/erasure-request → ClientAreaController.requestErasure */
    requestErasure: (query?: RouteQuery) => withQuery('/account/erasure-request', query),
  },
  content: {
    /** GET /crm-compare/:crms → ContentController.compare */
    compare: (crms: RouteParam, query?: RouteQuery) => withQuery(`/crm-compare/${segment(crms)}`, query),
    /** GET /crm-compare → ContentController.comparePicker */
    comparePicker: (query?: RouteQuery) => withQuery('/crm-compare', query),
    /** GET /crm/:category → ContentController.crmCategory */
    crmCategory: (category: RouteParam, query?: RouteQuery) => withQuery(`/crm/${segment(category)}`, query),
    /** GET /crm → ContentController.crmChooser */
    crmChooser: (query?: RouteQuery) => withQuery('/crm', query),
    /** GET /docs/files/:file → DocsController.docsFile */
    docsFile: (file: RouteParam, query?: RouteQuery) => withQuery(`/docs/files/${segment(file)}`, query),
    /** GET /docs → DocsController.docsIndex */
    docsIndex: (query?: RouteQuery) => withQuery('/docs', query),
    /** GET /docs/*slug → DocsController.docsPage */
    docsPage: (slug: string, query?: RouteQuery) => withQuery(`/docs/${segments(slug)}`, query),
    /** GET /help/*slug → ContentController.helpArticle */
    helpArticle: (slug: string, query?: RouteQuery) => withQuery(`/help/${segments(slug)}`, query),
    /** GET /help → ContentController.helpIndex */
    helpIndex: (query?: RouteQuery) => withQuery('/help', query),
    /** GET / → ContentController.home */
    home: (query?: RouteQuery) => withQuery('/', query),
    /** GET /builds/latest.json → BuildsController.latest */
    latest: (query?: RouteQuery) => withQuery('/builds/latest.json', query),
    /** GET /builds/meta/:file → BuildsController.meta */
    meta: (file: RouteParam, query?: RouteQuery) => withQuery(`/builds/meta/${segment(file)}`, query),
    /** GET /*path → ContentController.publicPage */
    publicPage: (path: string, query?: RouteQuery) => withQuery(`/${segments(path)}`, query),
    /** GET /robots.txt → SeoController.robots */
    robots: (query?: RouteQuery) => withQuery('/robots.txt', query),
    /** GET /sitemap.xml → SeoController.sitemap */
    sitemap: (query?: RouteQuery) => withQuery('/sitemap.xml', query),
  },
  diagnostics: {
    /** GET /assessment/test-docs → DiagnosticsController.assessmentDocs */
    assessmentDocs: (query?: RouteQuery) => withQuery('/assessment/test-docs', query),
    /** GET /assessment/test-analytics → DiagnosticsController.assessmentFunnel */
    assessmentFunnel: (query?: RouteQuery) => withQuery('/assessment/test-analytics', query),
    /** GET /chart-debug → DiagnosticsController.charts */
    charts: (query?: RouteQuery) => withQuery('/chart-debug', query),
    /** GET /help/index-backup → DiagnosticsController.helpIndex */
    helpIndex: (query?: RouteQuery) => withQuery('/help/index-backup', query),
    /** GET /help/test → DiagnosticsController.helpSearch */
    helpSearch: (query?: RouteQuery) => withQuery('/help/test', query),
    /** GET /nav-debug → DiagnosticsController.navDebug */
    navDebug: (query?: RouteQuery) => withQuery('/nav-debug', query),
    /** GET /nav-test → DiagnosticsController.navTest */
    navTest: (query?: RouteQuery) => withQuery('/nav-test', query),
    /** GET /assessment/test-question-mapping → DiagnosticsController.questionMapping */
    questionMapping: (query?: RouteQuery) => withQuery('/assessment/test-question-mapping', query),
    /** GET /assessment/test-response-count → DiagnosticsController.responseCounts */
    responseCounts: (query?: RouteQuery) => withQuery('/assessment/test-response-count', query),
    /** GET /assessment/test-report → DiagnosticsController.sampleReport */
    sampleReport: (query?: RouteQuery) => withQuery('/assessment/test-report', query),
    /** GET /assessment/test-utils → DiagnosticsController.scoreAnswers */
    scoreAnswers: (query?: RouteQuery) => withQuery('/assessment/test-utils', query),
    /** GET /assessment/test-scoring → DiagnosticsController.scoring */
    scoring: (query?: RouteQuery) => withQuery('/assessment/test-scoring', query),
    /** GET /_minimal-test, /_mount-check, /_test-hydration, /test-interactivity, /test-simple-vue → DiagnosticsController.selfCheck */
    selfCheck: (
      path:
        '/_minimal-test' | '/_mount-check' | '/_test-hydration' | '/test-interactivity' | '/test-simple-vue',
      query?: RouteQuery,
    ) => withQuery(path, query),
    /** GET /simple-nav-test → DiagnosticsController.simpleNavTest */
    simpleNavTest: (query?: RouteQuery) => withQuery('/simple-nav-test', query),
    /** GET /test-styling → DiagnosticsController.styleGuide */
    styleGuide: (query?: RouteQuery) => withQuery('/test-styling', query),
  },
  documents: {
    /** GET /admin/documents/:id → DocumentsAdminController.adminDocument */
    adminDocument: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/documents/${segment(id)}`, query),
    /** GET /account/documents/:id/attachments/:attachmentId → DocumentsController.attachment */
    attachment: (id: RouteParam, attachmentId: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/documents/${segment(id)}/attachments/${segment(attachmentId)}`, query),
    /** GET /account/documents/:id → DocumentsController.clientDocument */
    clientDocument: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/documents/${segment(id)}`, query),
    /** GET /account/documents/:id/document.pdf → DocumentsController.documentPdf */
    documentPdf: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/account/documents/${segment(id)}/document.pdf`, query),
    /** GET /admin/documents → DocumentsAdminController.list */
    list: (query?: RouteQuery) => withQuery('/admin/documents', query),
    /** GET /admin/documents/new → DocumentsAdminController.newDocument */
    newDocument: (query?: RouteQuery) => withQuery('/admin/documents/new', query),
    /** POST /admin/documents → DocumentsAdminController.publish */
    publish: (query?: RouteQuery) => withQuery('/admin/documents', query),
    /** POST /admin/documents/:id/versions → DocumentsAdminController.publishVersion */
    publishVersion: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/documents/${segment(id)}/versions`, query),
  },
  errorLog: {
    /** GET /admin/error-logs/:id → ErrorLogAdminController.group */
    group: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/error-logs/${segment(id)}`, query),
    /** GET /admin/error-logs → ErrorLogAdminController.list */
    list: (query?: RouteQuery) => withQuery('/admin/error-logs', query),
    /** POST /api/log-error → ErrorLogController.logError */
    logError: (query?: RouteQuery) => withQuery('/api/log-error', query),
    /** POST /admin/error-logs/:id/status → ErrorLogAdminController.setStatus */
    setStatus: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/error-logs/${segment(id)}/status`, query),
  },
  health: {
    /** GET /health → HealthController.check */
    check: (query?: RouteQuery) => withQuery('/health', query),
    /** GET /metrics → MetricsController.scrape */
    scrape: (query?: RouteQuery) => withQuery('/metrics', query),
  },
  images: {
    /** GET /_img → ImagesController.image */
    image: (query?: RouteQuery) => withQuery('/_img', query),
    /** GET /api/_nuxt_icon/:collection → IconsController.nuxtIcon */
    nuxtIcon: (collection: RouteParam, query?: RouteQuery) =>
      withQuery(`/api/_nuxt_icon/${segment(collection)}`, query),
  },
  leads: {
    /** GET /admin/jumpstart-applications/:id → LeadsAdminController.application */
    application: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/jumpstart-applications/${segment(id)}`, query),
    /** POST /admin/jumpstart-applications/:id/not-spam → LeadsAdminController.applicationNotSpam */
    applicationNotSpam: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/jumpstart-applications/${segment(id)}/not-spam`, query),
    /** GET /admin/jumpstart-applications → LeadsAdminController.applications */
    applications: (query?: RouteQuery) => withQuery('/admin/jumpstart-applications', query),
    /** POST /newsletter/confirm → LeadsController.confirm */
    confirm: (query?: RouteQuery) => withQuery('/newsletter/confirm', query),
    /** GET /newsletter/confirm → LeadsController.confirmPage */
    confirmPage: (query?: RouteQuery) => withQuery('/newsletter/confirm', query),
    /** POST /contact → LeadsController.contact */
    contact: (query?: RouteQuery) => withQuery('/contact', query),
    /** POST /admin/contact-submissions/:id/not-spam → LeadsAdminController.contactNotSpam */
    contactNotSpam: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/contact-submissions/${segment(id)}/not-spam`, query),
    /** GET /admin/contact-submissions → LeadsAdminController.contacts */
    contacts: (query?: RouteQuery) => withQuery('/admin/contact-submissions', query),
    /** GET /admin/contact-submissions/:id → LeadsAdminController.contactSubmission */
    contactSubmission: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/contact-submissions/${segment(id)}`, query),
    /** POST /jumpstart → LeadsController.jumpstart */
    jumpstart: (query?: RouteQuery) => withQuery('/jumpstart', query),
    /** POST /newsletter/resubscribe → LeadsController.resubscribe */
    resubscribe: (query?: RouteQuery) => withQuery('/newsletter/resubscribe', query),
    /** POST /admin/jumpstart-applications/:id → LeadsAdminController.reviewApplication */
    reviewApplication: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/jumpstart-applications/${segment(id)}`, query),
    /** POST /admin/contact-submissions/:id → LeadsAdminController.reviewContact */
    reviewContact: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/contact-submissions/${segment(id)}`, query),
    /** POST /newsletter → LeadsController.subscribe */
    subscribe: (query?: RouteQuery) => withQuery('/newsletter', query),
    /** GET /admin/newsletter-subscribers/:id → LeadsAdminController.subscriber */
    subscriber: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/newsletter-subscribers/${segment(id)}`, query),
    /** GET /admin/newsletter-subscribers → LeadsAdminController.subscribers */
    subscribers: (query?: RouteQuery) => withQuery('/admin/newsletter-subscribers', query),
    /** POST /newsletter/unsubscribe → LeadsController.unsubscribe */
    unsubscribe: (query?: RouteQuery) => withQuery('/newsletter/unsubscribe', query),
    /** GET /newsletter/unsubscribe → LeadsController.unsubscribePage */
    unsubscribePage: (query?: RouteQuery) => withQuery('/newsletter/unsubscribe', query),
    /** POST /admin/newsletter-subscribers/:id/unsubscribe → LeadsAdminController.unsubscribeSubscriber */
    unsubscribeSubscriber: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/newsletter-subscribers/${segment(id)}/unsubscribe`, query),
  },
  mail: {
    /** GET /admin/test-email/:id → MailAdminController.message */
    message: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/test-email/${segment(id)}`, query),
    /** GET /admin/test-email → MailAdminController.outbox */
    outbox: (query?: RouteQuery) => withQuery('/admin/test-email', query),
    /** POST /admin/test-email/:id/retry → MailAdminController.retry */
    retry: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/test-email/${segment(id)}/retry`, query),
    /** POST /admin/test-email → MailAdminController.sendTest */
    sendTest: (query?: RouteQuery) => withQuery('/admin/test-email', query),
  },
  payments: {
    /** GET /sign/admin/agreements/:id/invoice.pdf → PaymentsController.adminInvoicePdf */
    adminInvoicePdf: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/invoice.pdf`, query),
    /** GET /sign/:id/credit-note.pdf → PaymentsController.creditNotePdf */
    creditNotePdf: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/${segment(id)}/credit-note.pdf`, query),
    /** GET /sign/:id/invoice.pdf → PaymentsController.invoicePdf */
    invoicePdf: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/invoice.pdf`, query),
    /** POST /sign/admin/agreements/:id/mark-paid → PaymentsController.markPaid */
    markPaid: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/mark-paid`, query),
    /** POST /sign/:id/payment → PaymentsController.pay */
    pay: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/payment`, query),
    /** GET /sign/:id/payment → PaymentsController.paymentPage */
    paymentPage: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/payment`, query),
    /** GET /sign/:id/receipt.pdf → PaymentsController.receiptPdf */
    receiptPdf: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/receipt.pdf`, query),
    /** POST /sign/admin/agreements/:id/receipt → PaymentsController.resendReceipt */
    resendReceipt: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/receipt`, query),
    /** GET /sign/:id/payment-status → PaymentsController.status */
    status: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/payment-status`, query),
    /** GET /sign/:id/success → PaymentsController.success */
    success: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/success`, query),
    /** POST /payments/stripe/webhook → PaymentsController.webhook */
    webhook: (query?: RouteQuery) => withQuery('/payments/stripe/webhook', query),
  },
  preferences: {
    /** PUT /preferences/theme → PreferencesController.updateTheme */
    updateTheme: (query?: RouteQuery) => withQuery('/preferences/theme', query),
  },
  signing: {
    /** POST /sign/admin/agreements/:id/countersign → SigningAdminController.countersign */
    countersign: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/countersign`, query),
    /** POST /sign/admin/agreements/:id/countersign/code → SigningAdminController.countersignCode */
    countersignCode: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/countersign/code`, query),
    /** GET /sign/:id/cover → SigningController.cover */
    cover: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/cover`, query),
    /** POST /sign/create → SigningAdminController.create */
    create: (query?: RouteQuery) => withQuery('/sign/create', query),
    /** GET /sign/create → SigningAdminController.createPage */
    createPage: (query?: RouteQuery) => withQuery('/sign/create', query),
    /** POST /sign/admin/templates → SigningAdminController.createTemplate */
    createTemplate: (query?: RouteQuery) => withQuery('/sign/admin/templates', query),
    /** POST /sign/:id/decline → SigningController.decline */
    decline: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/decline`, query),
    /** GET /sign/admin/agreements/:id → SigningAdminController.detail */
    detail: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/admin/agreements/${segment(id)}`, query),
    /** GET /sign/:id → SigningController.document */
    document: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}`, query),
    /** GET /sign/admin/templates/:id → SigningAdminController.editTemplate */
    editTemplate: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/templates/${segment(id)}`, query),
    /** POST /sign → SigningController.findByCode */
    findByCode: (query?: RouteQuery) => withQuery('/sign', query),
    /** GET /sign/admin → SigningAdminController.list */
    list: (query?: RouteQuery) => withQuery('/sign/admin', query),
    /** GET /sign/admin/templates/new → SigningAdminController.newTemplate */
    newTemplate: (query?: RouteQuery) => withQuery('/sign/admin/templates/new', query),
    /** GET /sign/admin/agreements/:id/original.pdf → SigningAdminController.original */
    original: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/original.pdf`, query),
    /** POST /sign/:id/password → SigningController.password */
    password: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/password`, query),
    /** GET /sign/:id/password → SigningController.passwordPage */
    passwordPage: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/password`, query),
    /** POST /sign/admin/preview → SigningAdminController.preview */
    preview: (query?: RouteQuery) => withQuery('/sign/admin/preview', query),
    /** POST /sign/admin/agreements/:id/resend → SigningAdminController.resend */
    resend: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/resend`, query),
    /** POST /sign/admin/templates/:id → SigningAdminController.saveTemplate */
    saveTemplate: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/templates/${segment(id)}`, query),
    /** GET /sign/admin/agreements/:id/sealed.pdf → SigningAdminController.sealed */
    sealed: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/sealed.pdf`, query),
    /** POST /sign/admin/agreements/:id/send → SigningAdminController.send */
    send: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/send`, query),
    /** POST /sign/:id/code → SigningController.sendCode */
    sendCode: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/code`, query),
    /** POST /sign/:id/sign → SigningController.sign */
    sign: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/sign`, query),
    /** GET /sign/:id/signed.pdf → SigningController.signedPdf */
    signedPdf: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/signed.pdf`, query),
    /** GET /sign → SigningController.start */
    start: (query?: RouteQuery) => withQuery('/sign', query),
    /** GET /sign/admin/templates → SigningAdminController.templatesPage */
    templatesPage: (query?: RouteQuery) => withQuery('/sign/admin/templates', query),
    /** GET /sign/thank-you → SigningController.thankYou */
    thankYou: (query?: RouteQuery) => withQuery('/sign/thank-you', query),
    /** POST /sign/verify → SigningController.verify */
    verify: (query?: RouteQuery) => withQuery('/sign/verify', query),
    /** POST /sign/:id/code/verify → SigningController.verifyCode */
    verifyCode: (id: RouteParam, query?: RouteQuery) => withQuery(`/sign/${segment(id)}/code/verify`, query),
    /** GET /sign/verify → SigningController.verifyPage */
    verifyPage: (query?: RouteQuery) => withQuery('/sign/verify', query),
    /** POST /sign/admin/agreements/:id/void → SigningAdminController.voidAgreement */
    voidAgreement: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/sign/admin/agreements/${segment(id)}/void`, query),
  },
  tools: {
    /** GET /advanced-sales-stage-generator/:file → ToolsController.advancedFile */
    advancedFile: (file: RouteParam, query?: RouteQuery) =>
      withQuery(`/advanced-sales-stage-generator/${segment(file)}`, query),
    /** GET /advanced-sales-stage-generator → ToolsController.advancedGenerator */
    advancedGenerator: (query?: RouteQuery) => withQuery('/advanced-sales-stage-generator', query),
    /** GET /admin/lead-audits/:id → ToolsAdminController.detail */
    detail: (id: RouteParam, query?: RouteQuery) => withQuery(`/admin/lead-audits/${segment(id)}`, query),
    /** POST /inbound-lead-audit/results/:token/email → LeadAuditController.email */
    email: (token: RouteParam, query?: RouteQuery) =>
      withQuery(`/inbound-lead-audit/results/${segment(token)}/email`, query),
    /** POST /sales-stage-generator/email → ToolsController.emailPipeline */
    emailPipeline: (query?: RouteQuery) => withQuery('/sales-stage-generator/email', query),
    /** GET /admin/lead-audits → ToolsAdminController.list */
    list: (query?: RouteQuery) => withQuery('/admin/lead-audits', query),
    /** POST /inbound-lead-audit/results/:token/new-link → LeadAuditController.newLink */
    newLink: (token: RouteParam, query?: RouteQuery) =>
      withQuery(`/inbound-lead-audit/results/${segment(token)}/new-link`, query),
    /** GET /inbound-lead-audit → LeadAuditController.page */
    page: (query?: RouteQuery) => withQuery('/inbound-lead-audit', query),
    /** GET /sales-stage-generator/:file → ToolsController.pipelineCsv */
    pipelineCsv: (file: RouteParam, query?: RouteQuery) =>
      withQuery(`/sales-stage-generator/${segment(file)}`, query),
    /** GET /inbound-lead-audit/results/:token → LeadAuditController.results */
    results: (token: RouteParam, query?: RouteQuery) =>
      withQuery(`/inbound-lead-audit/results/${segment(token)}`, query),
    /** GET /sales-stage-generator → ToolsController.salesStageGenerator */
    salesStageGenerator: (query?: RouteQuery) => withQuery('/sales-stage-generator', query),
    /** POST /inbound-lead-audit → LeadAuditController.submit */
    submit: (query?: RouteQuery) => withQuery('/inbound-lead-audit', query),
  },
  training: {
    /** GET /admin/training/:course → TrainingAdminController.adminCourse */
    adminCourse: (course: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/training/${segment(course)}`, query),
    /** GET /admin/training → TrainingAdminController.adminCourses */
    adminCourses: (query?: RouteQuery) => withQuery('/admin/training', query),
    /** GET /training/:course/certificate.pdf → TrainingController.certificatePdf */
    certificatePdf: (course: RouteParam, query?: RouteQuery) =>
      withQuery(`/training/${segment(course)}/certificate.pdf`, query),
    /** GET /training/:course → TrainingController.course */
    course: (course: RouteParam, query?: RouteQuery) => withQuery(`/training/${segment(course)}`, query),
    /** GET /training/:course/summary → TrainingController.courseSummary */
    courseSummary: (course: RouteParam, query?: RouteQuery) =>
      withQuery(`/training/${segment(course)}/summary`, query),
    /** POST /admin/training/grants → TrainingAdminController.grantAccess */
    grantAccess: (query?: RouteQuery) => withQuery('/admin/training/grants', query),
    /** GET /admin/training/:course/learners.csv → TrainingAdminController.learnersCsv */
    learnersCsv: (course: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/training/${segment(course)}/learners.csv`, query),
    /** GET /training/:course/:lesson → TrainingController.lesson */
    lesson: (course: RouteParam, lesson: RouteParam, query?: RouteQuery) =>
      withQuery(`/training/${segment(course)}/${segment(lesson)}`, query),
    /** POST /training/:course/certificate → TrainingController.requestCertificate */
    requestCertificate: (course: RouteParam, query?: RouteQuery) =>
      withQuery(`/training/${segment(course)}/certificate`, query),
    /** POST /admin/training/grants/:id/revoke → TrainingAdminController.revokeGrant */
    revokeGrant: (id: RouteParam, query?: RouteQuery) =>
      withQuery(`/admin/training/grants/${segment(id)}/revoke`, query),
    /** POST /training/:course/:lesson/quiz → TrainingController.submitQuiz */
    submitQuiz: (course: RouteParam, lesson: RouteParam, query?: RouteQuery) =>
      withQuery(`/training/${segment(course)}/${segment(lesson)}/quiz`, query),
    /** GET /training → TrainingController.trainingIndex */
    trainingIndex: (query?: RouteQuery) => withQuery('/training', query),
  },
  pages: {
    about: (query?: RouteQuery) => withQuery('/about', query),
    activecampaign: (query?: RouteQuery) => withQuery('/activecampaign', query),
    attio: (query?: RouteQuery) => withQuery('/attio', query),
    contact: (query?: RouteQuery) => withQuery('/contact', query),
    contactBackup: (query?: RouteQuery) => withQuery('/contact-backup', query),
    crmHealthCheck: (query?: RouteQuery) => withQuery('/crm-health-check', query),
    crmMasteryProgram: (query?: RouteQuery) => withQuery('/crm-mastery-program', query),
    crmMasteryProgramServices: (query?: RouteQuery) => withQuery('/crm-mastery-program/services', query),
    crmMasteryProgramSessions: (query?: RouteQuery) => withQuery('/crm-mastery-program/sessions', query),
    crmMasteryProgramSessionsAdvanced: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/advanced', query),
    crmMasteryProgramSessionsAutomation: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/automation', query),
    crmMasteryProgramSessionsDataManagement: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/data-management', query),
    crmMasteryProgramSessionsQuickWins: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/quick-wins', query),
    crmMasteryProgramSessionsReporting: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/reporting', query),
    crmMasteryProgramSessionsTraining: (query?: RouteQuery) =>
      withQuery('/crm-mastery-program/sessions/training', query),
    crmMasteryProgramTiers: (query?: RouteQuery) => withQuery('/crm-mastery-program/tiers', query),
    fastTrack: (query?: RouteQuery) => withQuery('/fast-track', query),
    fastTrackPackages: (query?: RouteQuery) => withQuery('/fast-track/packages', query),
    fastTrackProcess: (query?: RouteQuery) => withQuery('/fast-track/process', query),
    fastTrackServices: (query?: RouteQuery) => withQuery('/fast-track/services', query),
    hubspot: (query?: RouteQuery) => withQuery('/hubspot', query),
    hubspotToPipedrive: (query?: RouteQuery) => withQuery('/hubspot-to-pipedrive', query),
    insightly: (query?: RouteQuery) => withQuery('/insightly', query),
    jumpstart: (query?: RouteQuery) => withQuery('/jumpstart', query),
    jumpstartThankYou: (query?: RouteQuery) => withQuery('/jumpstart/thank-you', query),
    netsuite: (query?: RouteQuery) => withQuery('/netsuite', query),
    odoo: (query?: RouteQuery) => withQuery('/odoo', query),
    pipedrive: (query?: RouteQuery) => withQuery('/pipedrive', query),
    pipedriveToHubspot: (query?: RouteQuery) => withQuery('/pipedrive-to-hubspot', query),
    pricing: (query?: RouteQuery) => withQuery('/pricing', query),
    privacy: (query?: RouteQuery) => withQuery('/privacy', query),
    salesforce: (query?: RouteQuery) => withQuery('/salesforce', query),
    salesforceToHubspot: (query?: RouteQuery) => withQuery('/salesforce-to-hubspot', query),
    salesforceToPipedrive: (query?: RouteQuery) => withQuery('/salesforce-to-pipedrive', query),
    services: (query?: RouteQuery) => withQuery('/services', query),
    servicesImplementation: (query?: RouteQuery) => withQuery('/services/implementation', query),
    servicesRevops: (query?: RouteQuery) => withQuery('/services/revops', query),
    servicesWorkshops: (query?: RouteQuery) => withQuery('/services/workshops', query),
    toolkit: (query?: RouteQuery) => withQuery('/toolkit', query),
    twenty: (query?: RouteQuery) => withQuery('/twenty', query),
    workshops: (query?: RouteQuery) => withQuery('/workshops', query),
    zoho: (query?: RouteQuery) => withQuery('/zoho', query),
    zohoToHubspot: (query?: RouteQuery) => withQuery('/zoho-to-hubspot', query),
    zohoToPipedrive: (query?: RouteQuery) => withQuery('/zoho-to-pipedrive', query),
  },
  redirects: {
    /** The seeded booking redirect (target: the BOOKING_URL setting); not a controller route. */
    book: () => '/book',
  },
} as const;
