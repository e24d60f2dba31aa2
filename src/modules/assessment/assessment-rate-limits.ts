import { RATE_LIMIT_KEYS } from '@common/rate-limit/rate-limit';

const byIp = RATE_LIMIT_KEYS.ip;

/** Generous for people (an office shares one address, autosave is chatty), tight for scripts. */
export const ASSESSMENT_LIMITS = {
  resumeLink: {
    name: 'assessment-resume-link',
    limit: 5,
    windowSeconds: 3600,
    key: byIp,
    field: 'email',
    message: 'You have asked for several links in a short time. Wait an hour and try again.',
  },
  start: {
    name: 'assessment-start',
    limit: 30,
    windowSeconds: 3600,
    key: byIp,
    field: 'form',
    message: 'Many assessments were started from your network in the last hour. Try again later.',
  },
  submit: {
    name: 'assessment-submit',
    limit: 20,
    windowSeconds: 3600,
    key: byIp,
    field: 'form',
    message: 'Several assessments were submitted from your network in the last hour. Try again later.',
  },
  draft: {
    name: 'assessment-draft',
    limit: 600,
    windowSeconds: 600,
    key: byIp,
    field: 'form',
    message: 'Your answers are being saved too often. Wait a few minutes; nothing you entered is lost.',
  },
};
